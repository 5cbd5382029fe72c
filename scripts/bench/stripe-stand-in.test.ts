import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { repoRoot } from "./twin.js";

let standIn: ChildProcess;
let port: string;
let certFile: string;

beforeAll(async () => {
  standIn = spawn(process.execPath, [`${repoRoot}scripts/bench/stripe-stand-in.mjs`], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  [port, certFile] = await new Promise<[string, string]>((resolve, reject) => {
    let output = "";
    standIn.stdout?.on("data", (chunk) => {
      output += chunk;
      const ready = /STRIPE_STAND_IN (\d+) (\S+)\n/.exec(output);
      if (ready?.[1] && ready[2]) resolve([ready[1], ready[2]]);
    });
    standIn.on("exit", (code) => reject(new Error(`the stand-in ended (${code})`)));
  });
});

afterAll(async () => {
  if (standIn.exitCode !== null || standIn.signalCode !== null) return;
  const ended = new Promise((resolve) => standIn.once("exit", resolve));
  standIn.kill();
  await ended;
});

/**
 * Stripe's calls made as a bench's function makes them: fetch to https://api.stripe.com, in a Node
 * with loopback-dns.mjs preloaded and the stand-in's certificate trusted, and nothing else.
 */
async function callStripe(calls: { method: string; path: string }[]) {
  const code = `
    const answers = [];
    for (const { method, path } of ${JSON.stringify(calls)}) {
      const response = await fetch("https://api.stripe.com" + path, {
        method,
        headers: { authorization: "Bearer sk_test_bench", "content-type": "application/x-www-form-urlencoded" },
        ...(method === "POST" ? { body: "mode=payment" } : {}),
      });
      answers.push({ status: response.status, retry: response.headers.get("stripe-should-retry"), body: await response.json() });
    }
    console.log(JSON.stringify(answers));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`--import=${repoRoot}scripts/bench/loopback-dns.mjs`, "--input-type=module", "-e", code],
    { env: { PATH: process.env.PATH, BENCH_STRIPE_PORT: port, NODE_EXTRA_CA_CERTS: certFile } },
  );
  return JSON.parse(stdout) as { status: number; retry: string | null; body: Record<string, unknown> }[];
}

it("answers each call stripe-gateway.ts makes at api.stripe.com, over TLS the function trusts", async () => {
  const [created, expired, retrieved, listed, refunded] = await callStripe([
    { method: "POST", path: "/v1/checkout/sessions" },
    { method: "POST", path: "/v1/checkout/sessions/cs_test_1/expire" },
    { method: "GET", path: "/v1/checkout/sessions/cs_test_1" },
    { method: "GET", path: "/v1/refunds?payment_intent=pi_test_bench&limit=100" },
    { method: "POST", path: "/v1/refunds" },
  ]);
  expect(created).toMatchObject({ status: 200, body: { id: expect.any(String), url: expect.any(String) } });
  expect(expired).toMatchObject({ status: 200, body: { id: "cs_test_1", status: "expired" } });
  expect(retrieved).toMatchObject({
    status: 200,
    body: { status: "complete", payment_intent: "pi_test_bench" },
  });
  expect(listed).toMatchObject({ status: 200, body: { data: [] } });
  expect(refunded).toMatchObject({ status: 200, body: { id: expect.any(String), status: "succeeded" } });
});

it("refuses a call it does not know, saying which, and not to be retried", async () => {
  const [unknown] = await callStripe([{ method: "GET", path: "/v1/customers" }]);
  expect(unknown).toMatchObject({
    status: 500,
    retry: "false",
    body: { error: { message: expect.stringContaining("GET /v1/customers") } },
  });
});

it("removes its certificate when it is stopped", async () => {
  expect(existsSync(certFile)).toBe(true);
  const ended = new Promise((resolve) => standIn.once("exit", resolve));
  standIn.kill();
  await ended;
  expect(existsSync(certFile)).toBe(false);
});
