// A stand-in for Stripe's API, so that the functions that pay (lambdas.ts, tracer.ts) make their
// Stripe call in the bench as in AWS, over TLS to api.stripe.com (stripe-api.ts has that address
// fixed): loopback-dns.mjs sends the name to loopback and the connection to this port, and
// NODE_EXTRA_CA_CERTS trusts the certificate made here for the name. It answers the calls of
// functions/src/core/payments/stripe-gateway.ts with the least JSON their parsing takes, and any
// other call with a 500 that says what it was (and that Stripe would not retry), so a new call is
// seen rather than measured as a failure. A process of its own, since the bench waits for each cold
// start synchronously and could not answer in between; prints its port and its certificate's file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generate } from "selfsigned";

let made = 0;
const session = (id, fields) => ({ id, object: "checkout.session", ...fields });

/** [method, path pattern, answer] for each call stripe-gateway.ts makes. */
const calls = [
  [
    "POST",
    /^\/v1\/checkout\/sessions$/,
    () => {
      made += 1;
      const id = `cs_test_bench${made}`;
      return session(id, { status: "open", url: `https://checkout.stripe.com/c/pay/${id}` });
    },
  ],
  ["POST", /^\/v1\/checkout\/sessions\/([^/?]+)\/expire$/, ([id]) => session(id, { status: "expired" })],
  [
    "GET",
    /^\/v1\/checkout\/sessions\/([^/?]+)$/,
    ([id]) => session(id, { status: "complete", payment_intent: "pi_test_bench" }),
  ],
  ["GET", /^\/v1\/refunds\?/, () => ({ object: "list", data: [], has_more: false })],
  [
    "POST",
    /^\/v1\/refunds$/,
    () => {
      made += 1;
      return { id: `re_test_bench${made}`, object: "refund", status: "succeeded" };
    },
  ],
];

function answer(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_bench${made}`, ...headers });
  res.end(JSON.stringify(body));
}

function refuse(res, status, message) {
  process.stderr.write(`Stripe stand-in: ${message}\n`);
  answer(
    res,
    status,
    { error: { type: "api_error", message: `the bench's Stripe stand-in: ${message}` } },
    { "stripe-should-retry": "false" },
  );
}

const certificate = await generate([{ name: "commonName", value: "api.stripe.com" }], {
  keyType: "ec",
  algorithm: "sha256",
  notAfterDate: new Date(Date.now() + 24 * 3600_000),
  extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: "api.stripe.com" }] }],
});
const dir = mkdtempSync(join(tmpdir(), "tembea-stripe-stand-in-"));
const certFile = join(dir, "cert.pem");
writeFileSync(certFile, certificate.cert);

const server = createServer({ key: certificate.private, cert: certificate.cert }, (req, res) => {
  req.resume();
  req.on("end", () => {
    const call = `${req.method} ${req.url}`;
    if (!/^Bearer sk_/.test(req.headers.authorization ?? ""))
      return refuse(res, 401, `${call} without a key`);
    for (const [method, pattern, body] of calls) {
      const match = method === req.method ? pattern.exec(req.url ?? "") : null;
      if (match) return answer(res, 200, body(match.slice(1).map(decodeURIComponent)));
    }
    refuse(res, 500, `no answer for ${call}`);
  });
});
const stop = () => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`STRIPE_STAND_IN ${server.address().port} ${certFile}\n`);
});
