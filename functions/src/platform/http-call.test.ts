import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { httpCall } from "./http-call.js";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function listening(handle: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handle);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("httpCall", () => {
  it("sends the method, headers and body with its length; gives the status, headers and text", async () => {
    let seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string } = {};
    const origin = await listening((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        seen = { method: req.method, url: req.url, headers: req.headers, body };
        res.setHeader("Request-Id", "req_1");
        res.setHeader("Set-Cookie", ["a=1", "b=2"]);
        res.writeHead(402, { "content-type": "application/json" });
        res.end('{"error":{"type":"card_error","message":"Karte abgelehnt – é"}}');
      });
    });
    const answer = await httpCall(`${origin}/v1/refunds?limit=1`, {
      method: "POST",
      headers: { authorization: "Bearer sk", "content-type": "application/x-www-form-urlencoded" },
      body: "amount=1&reason=Bücher",
      signal: AbortSignal.timeout(2_000),
    });
    expect(seen).toMatchObject({
      method: "POST",
      url: "/v1/refunds?limit=1",
      body: "amount=1&reason=Bücher",
    });
    expect(seen.headers).toMatchObject({ authorization: "Bearer sk", "content-length": "23" });
    expect(answer.status).toBe(402);
    expect(answer.header("Request-Id")).toBe("req_1");
    expect(answer.header("set-cookie")).toBe("a=1, b=2");
    expect(answer.header("stripe-should-retry")).toBeUndefined();
    expect(JSON.parse(answer.text).error.message).toBe("Karte abgelehnt – é");
  });

  it("ends the call when its signal aborts", async () => {
    const origin = await listening(() => undefined);
    const controller = new AbortController();
    const call = httpCall(`${origin}/slow`, { method: "GET", headers: {}, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow(/abort/i);
  });

  it("sends once more on a new connection when a kept-alive one was closed under it", async () => {
    const served = new Set<unknown>();
    let resets = 0;
    const origin = await listening((req, res) => {
      // The second request on a connection finds it closed, as after a Lambda thawed long after.
      if (served.has(req.socket) && resets === 0) {
        resets += 1;
        req.socket.destroy();
        return;
      }
      served.add(req.socket);
      req.resume();
      req.on("end", () => res.end(`answered ${req.url}`));
    });
    const call = (path: string) =>
      httpCall(`${origin}${path}`, {
        method: "POST",
        headers: {},
        body: "x",
        signal: AbortSignal.timeout(2_000),
      });
    expect((await call("/a")).text).toBe("answered /a");
    expect((await call("/b")).text).toBe("answered /b");
    expect(resets).toBe(1);
    expect(served.size).toBe(2);
  });

  it("does not send again when the server closed a new connection", async () => {
    let asked = 0;
    const origin = await listening((req) => {
      asked += 1;
      req.socket.destroy();
    });
    await expect(
      httpCall(`${origin}/once`, { method: "GET", headers: {}, signal: AbortSignal.timeout(2_000) }),
    ).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(asked).toBe(1);
  });
});
