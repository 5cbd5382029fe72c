import { createServer, type Server } from "node:http";
import { defineEndpoint } from "@tembea/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createApiRouter, maxBodyBytes } from "./api-router.js";

const privateEndpoint = defineEndpoint({
  id: "privateTest",
  method: "POST",
  path: "/api/private/{id}",
  access: "traveller",
  summary: "test",
  params: z.object({ id: z.string() }),
  response: z.object({}),
});

describe("the twin's API router", () => {
  let server: Server;
  let base: string;
  const seen: Array<{ claims: unknown; params: unknown; body: unknown }> = [];

  beforeAll(async () => {
    const router = createApiRouter({
      endpoints: [privateEndpoint],
      verify: async (header) => (header === "Bearer good" ? { sub: "user-1" } : undefined),
      loadHandler: async () => async (event) => {
        seen.push({
          claims: (event.requestContext as { authorizer?: { jwt?: { claims?: unknown } } }).authorizer?.jwt
            ?.claims,
          params: event.pathParameters,
          body: event.body,
        });
        return { statusCode: 200, body: "{}" };
      },
    });
    server = createServer((req, res) => void router(req, res, new URL(req.url ?? "/", "http://x")));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("answers 401 before the handler runs when a non-public route has no valid token", async () => {
    expect((await fetch(`${base}/api/private/a`, { method: "POST" })).status).toBe(401);
    const bad = await fetch(`${base}/api/private/a`, {
      method: "POST",
      headers: { authorization: "Bearer bad" },
    });
    expect(bad.status).toBe(401);
    expect(seen).toHaveLength(0);
  });

  it("hands verified claims, path parameters and the body to the handler", async () => {
    const res = await fetch(`${base}/api/private/a%20b`, {
      method: "POST",
      headers: { authorization: "Bearer good" },
      body: '{"x":1}',
    });
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toEqual({ claims: { sub: "user-1" }, params: { id: "a b" }, body: '{"x":1}' });
  });

  it("answers 405 for a known path with another method and 413 for an oversized body", async () => {
    expect((await fetch(`${base}/api/private/a`)).status).toBe(405);
    const huge = await fetch(`${base}/api/private/a`, {
      method: "POST",
      headers: { authorization: "Bearer good" },
      body: "x".repeat(maxBodyBytes + 1),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: { code: "VALIDATION_FAILED", fields: { body: "tooLong" } } });
  });
});
