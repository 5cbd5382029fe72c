import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-encoded unless a string; `undefined` leaves the request unanswered (a hanging API). */
  body?: unknown;
}

/**
 * A local HTTP server standing in for api.stripe.com: it records every request as it arrived and
 * answers each with what `answer` says, so tests see our client's bytes on the wire.
 */
export async function fakeStripeApi(answer: (request: ReceivedRequest) => FakeAnswer) {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(request);
      const { status = 200, headers = {}, body } = answer(request);
      if (body === undefined) return; // never answers
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake", ...headers });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
