import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { defineEndpoint } from "@tembea/shared";
import type { Context } from "aws-lambda";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { apiGatewayEvent } from "../api-gateway-event.js";
import { chooseEncoding, compressFromBytes } from "./compress-response.js";
import { httpHandler } from "./http-handler.js";

// A list shaped like the group-tour list: tens of KB of JSON.
const list = defineEndpoint({
  id: "bigListTest",
  method: "GET",
  path: "/api/test-big",
  access: "public",
  summary: "test",
  query: z.strictObject({ count: z.optional(z.string().check(z.maxLength(5))) }),
  response: z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) }),
});
const listHandler = httpHandler(list, async ({ query }) => ({
  items: Array.from({ length: Number(query.count ?? 400) }, (_, i) => ({
    id: `tour-${i}`,
    title: `Amboseli & Tsavo, ${i} days with a local guide`,
  })),
}));

const context = {
  functionName: "test",
  awsRequestId: "r",
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

async function call(headers: Record<string, string>, query: Record<string, string> = {}) {
  const event = apiGatewayEvent({
    method: "GET",
    path: "/api/test-big",
    routePath: "/api/test-big",
    query: new URLSearchParams(query),
    headers,
  });
  return listHandler(event, context, { signal: new AbortController().signal });
}

describe("compressed answers", () => {
  it("gzips a large answer for a client that accepts gzip, base64 as API Gateway expects", async () => {
    const res = await call({ "accept-encoding": "gzip, deflate" });
    expect(res.statusCode).toBe(200);
    expect(res.isBase64Encoded).toBe(true);
    expect(res.headers).toMatchObject({
      "content-encoding": "gzip",
      vary: "Accept-Encoding",
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=30",
    });
    const bytes = Buffer.from(res.body ?? "", "base64");
    const json = JSON.parse(gunzipSync(bytes).toString("utf8")) as { items: unknown[] };
    expect(json.items).toHaveLength(400);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)) / 5);
  });

  it("prefers brotli when the client accepts it, as browsers over HTTPS do", async () => {
    const res = await call({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.headers?.["content-encoding"]).toBe("br");
    const json = JSON.parse(brotliDecompressSync(Buffer.from(res.body ?? "", "base64")).toString("utf8"));
    expect(json.items).toHaveLength(400);
  });

  it("answers plain JSON, still with Vary, to a client that does not ask for compression", async () => {
    const askings: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "gzip;q=0, br;q=0" },
    ];
    for (const headers of askings) {
      const res = await call(headers);
      expect(res.isBase64Encoded ?? false).toBe(false);
      expect(res.headers?.["content-encoding"]).toBeUndefined();
      expect(res.headers?.vary).toBe("Accept-Encoding");
      expect((JSON.parse(res.body ?? "") as { items: unknown[] }).items).toHaveLength(400);
    }
  });

  it(`leaves answers under ${compressFromBytes} bytes alone, errors included`, async () => {
    const small = await call({ "accept-encoding": "gzip" }, { count: "2" });
    expect(small.isBase64Encoded ?? false).toBe(false);
    expect(small.headers?.["content-encoding"]).toBeUndefined();
    expect(small.headers?.vary).toBeUndefined();
    expect(JSON.parse(small.body ?? "")).toMatchObject({ items: [{ id: "tour-0" }, { id: "tour-1" }] });

    const refused = await call({ "accept-encoding": "gzip" }, { unknown: "x" });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers?.["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.body ?? "")).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  });

  it("reads Accept-Encoding with q-values and wildcards", () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("")).toBeUndefined();
    expect(chooseEncoding("deflate")).toBeUndefined();
    expect(chooseEncoding("GZIP")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseEncoding("*;q=0, identity")).toBeUndefined();
  });
});
