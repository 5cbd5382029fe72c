// CloudFront serves the site over TLS and HTTP/2 (infra/cdk/hosting.ts, HTTP2_AND_3); the local twin
// over plain HTTP/1.1. Lighthouse's simulated throttling models the protocol it sees: over HTTP/1.1
// it spreads a page's chunks across six connections, each with its own handshake and slow start,
// which no visitor of the deployed site pays. This front gives Lighthouse the deployed site's
// protocol: HTTP/2 over TLS (a certificate made for the run), passing every request on to the twin
// unchanged, as CloudFront passes them to its origins.
import { Agent, request as forward, type IncomingHttpHeaders } from "node:http";
import {
  constants,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from "node:http2";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

export interface HttpsFront {
  /** https://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/** Headers that belong to one connection (RFC 9113 §8.2.2 forbids them in HTTP/2). */
const connectionHeaders = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(":") && !connectionHeaders.has(name)),
  );
}

export async function startHttpsFront(twinPort: number): Promise<HttpsFront> {
  const certificate = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const agent = new Agent({ keepAlive: true });
  const relay = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const upstream = forward(
      {
        host: "127.0.0.1",
        port: twinPort,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: `127.0.0.1:${twinPort}` },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
        // Cut off midway: reset the stream, so the browser sees a failed answer, not a short one.
        answer.on("aborted", broken);
        answer.on("error", broken);
      },
    );
    const broken = () => {
      if (!res.headersSent) {
        res.writeHead(502);
        res.end();
      } else res.stream.close(constants.NGHTTP2_INTERNAL_ERROR);
    };
    upstream.on("error", broken);
    // The browser gave up on the request (a cancelled fetch): so does the twin's.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  const server = createSecureServer({ key: certificate.private, cert: certificate.cert }, relay);
  // A browser keeps its session open; close() would wait for it.
  const sessions = new Set<ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
        agent.destroy();
      }),
  };
}
