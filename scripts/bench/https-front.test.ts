import { createServer, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type HttpsFront, startHttpsFront } from "./https-front.js";

let twin: Server;
let front: HttpsFront;

beforeAll(async () => {
  twin = createServer((req, res) => {
    if (req.url === "/cut-off") {
      // Promises 2000 bytes, sends 1000, then drops the connection.
      res.writeHead(200, { "content-length": "2000" });
      res.write("x".repeat(1000), () => req.socket.destroy());
      return;
    }
    res.writeHead(201, {
      "content-type": "text/plain",
      connection: "keep-alive",
      "x-seen-host": req.headers.host,
    });
    req.on("data", () => {});
    req.on("end", () => res.end(`${req.method} ${req.url}`));
  });
  await new Promise<void>((resolve) => twin.listen(0, "127.0.0.1", resolve));
  front = await startHttpsFront((twin.address() as AddressInfo).port);
});

afterAll(async () => {
  await front.close();
  await new Promise((resolve) => twin.close(resolve));
});

it("answers over HTTP/2 and TLS with what the twin answered", async () => {
  const session = connect(front.origin, { rejectUnauthorized: false });
  try {
    const { status, headers, body } = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const stream = session.request({ ":method": "POST", ":path": "/group-tours?sort=price" });
      let body = "";
      let headers: Record<string, unknown> = {};
      stream.on("response", (h) => {
        headers = h;
      });
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        body += chunk;
      });
      stream.on("end", () => resolve({ status: Number(headers[":status"]), headers, body }));
      stream.on("error", reject);
      stream.end("{}");
    });
    expect(session.alpnProtocol).toBe("h2");
    expect(status).toBe(201);
    expect(body).toBe("POST /group-tours?sort=price");
    expect(headers["content-type"]).toBe("text/plain");
    expect(headers["x-seen-host"]).toMatch(/^127\.0\.0\.1:\d+$/);
    // A connection header would make the browser drop the HTTP/2 response.
    expect(headers.connection).toBeUndefined();
  } finally {
    session.close();
  }
});

it("resets the stream of an answer the twin cut off, so it never passes for a whole one", async () => {
  const session = connect(front.origin, { rejectUnauthorized: false });
  try {
    const outcome = await new Promise<{ rstCode: number; ended: boolean }>((resolve) => {
      const stream = session.request({ ":path": "/cut-off" });
      let ended = false;
      stream.on("data", () => {});
      stream.on("end", () => {
        ended = true;
      });
      stream.on("error", () => {});
      stream.on("close", () => resolve({ rstCode: stream.rstCode ?? 0, ended }));
    });
    expect(outcome.rstCode).not.toBe(0);
  } finally {
    session.close();
  }
});
