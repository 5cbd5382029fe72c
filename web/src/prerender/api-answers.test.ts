import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { apiAnswersFrom } from "./api-answers";

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A local API: answers each path as `answer` says; resolves with its origin. */
async function api(answer: (path: string) => { status: number; body: string } | "never"): Promise<string> {
  server = createServer((req, res) => {
    const reply = answer(req.url ?? "");
    if (reply === "never") return;
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("apiAnswersFrom", () => {
  it("gives the status and JSON of the path asked, asking for JSON", async () => {
    const asked: string[] = [];
    const origin = await api((path) => {
      asked.push(path);
      return { status: 200, body: JSON.stringify({ id: "kenya-safari", name: "Kenyan safari – élan" }) };
    });
    const answer = await apiAnswersFrom(origin, 3_000)("/api/group-tours/kenya-safari?locale=de");
    expect(answer).toEqual({ status: 200, data: { id: "kenya-safari", name: "Kenyan safari – élan" } });
    expect(asked).toEqual(["/api/group-tours/kenya-safari?locale=de"]);
  });

  it("gives an error's status, and no data for a body that is no JSON", async () => {
    const origin = await api((path) =>
      path.includes("missing")
        ? { status: 404, body: JSON.stringify({ error: { code: "NOT_FOUND" } }) }
        : { status: 502, body: "<html>Bad gateway</html>" },
    );
    const ask = apiAnswersFrom(origin, 3_000);
    expect(await ask("/api/group-tours/missing")).toEqual({
      status: 404,
      data: { error: { code: "NOT_FOUND" } },
    });
    expect(await ask("/api/group-tours/x")).toEqual({ status: 502, data: undefined });
  });

  it("gives up on an API that does not answer in time", async () => {
    const origin = await api(() => "never");
    await expect(apiAnswersFrom(origin, 200)("/api/group-tours/slow")).rejects.toThrow(
      /no answer .* in 200 ms/,
    );
  });

  it("asks again on a new connection when a kept-alive one was closed under it", async () => {
    const served = new Set<unknown>();
    let resets = 0;
    const origin = await api(() => ({ status: 200, body: '{"ok":true}' }));
    // The second request on a connection finds it closed, as after a Lambda thawed long after.
    server?.prependListener("request", (req) => {
      if (served.has(req.socket) && resets === 0) {
        resets += 1;
        req.socket.destroy();
      }
      served.add(req.socket);
    });
    const ask = apiAnswersFrom(origin, 3_000);
    expect(await ask("/api/group-tours/a")).toEqual({ status: 200, data: { ok: true } });
    expect(await ask("/api/group-tours/b")).toEqual({ status: 200, data: { ok: true } });
    expect(resets).toBe(1);
    expect(served.size).toBe(2);
  });

  it("fails when nothing listens", async () => {
    const origin = await api(() => "never");
    server?.close();
    await expect(apiAnswersFrom(origin, 1_000)("/api/group-tours/x")).rejects.toThrow();
  });
});
