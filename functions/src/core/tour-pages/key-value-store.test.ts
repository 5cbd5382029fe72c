import dns from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TourPageKey } from "../../data/tour-pages.js";
import { isSdkError } from "../../platform/runtime-sdk.js";
import { KeyValueStoreError, keyValueStoreApi, updateKeys } from "./key-value-store.js";

const arn = "arn:aws:cloudfront::123456789012:key-value-store/tour-pages";
let server: Server | undefined;
const saved = { ...process.env };

const lookup = dns.lookup;
beforeEach(() => {
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: "AKIDEXAMPLE", AWS_SECRET_ACCESS_KEY: "secret" });
  // The API's host starts with the store's account id (endpointOf): every name is this machine here.
  Object.assign(dns, {
    lookup: (_host: string, ...rest: unknown[]) => Reflect.apply(lookup, dns, ["127.0.0.1", ...rest]),
  });
});
afterEach(() => {
  Object.assign(dns, { lookup });
  server?.closeAllConnections();
  server?.close();
  server = undefined;
  process.env = { ...saved };
});

/** A store as the API keeps it: its keys, its ETag, 404 and 409 answered as restJson1 errors. */
async function store(keys: string[]) {
  const held = new Set(keys);
  let version = 1;
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const [, , , part, key] = url.pathname.split("/");
      const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json", etag: `E${version}`, ...headers });
        res.end(JSON.stringify(json));
      };
      if (!part) return answer(200, {});
      if (key !== undefined)
        return held.has(decodeURIComponent(key))
          ? answer(200, { Key: key })
          : answer(404, { message: "no key" }, { "x-amzn-errortype": "ResourceNotFoundException:http://x" });
      if (req.method === "POST") {
        if (req.headers["if-match"] !== `E${version}`)
          return answer(409, { message: "moved" }, { "x-amzn-errortype": "ConflictException" });
        const { Puts, Deletes } = JSON.parse(body) as { Puts: { Key: string }[]; Deletes: { Key: string }[] };
        for (const { Key } of Puts) held.add(Key);
        for (const { Key } of Deletes) held.delete(Key);
        version += 1;
        return answer(200, {});
      }
      const all = [...held].sort();
      const from = Number(url.searchParams.get("NextToken") ?? 0);
      const size = Number(url.searchParams.get("MaxResults"));
      const next = from + size < all.length ? { NextToken: String(from + size) } : {};
      return answer(200, {
        Items: all.slice(from, from + size).map((Key) => ({ Key, Value: "1" })),
        ...next,
      });
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  process.env.AWS_ENDPOINT_URL = `http://localhost:${(server.address() as AddressInfo).port}`;
  return held;
}

const key = (n: number) => `group-tour/t${String(n).padStart(3, "0")}` as TourPageKey;

describe("the KeyValueStore API over node:http(s)", () => {
  it("reads the ETag, whether a key exists, and every page of keys", async () => {
    await store(Array.from({ length: 120 }, (_, i) => key(i)));
    const api = keyValueStoreApi(arn);
    expect(await api.etag()).toBe("E1");
    expect(await api.has(key(7))).toBe(true);
    expect(await api.has("special-tour/none" as TourPageKey)).toBe(false);
    const first = await api.listKeys();
    expect(first.keys).toHaveLength(50);
    const third = await api.listKeys("100");
    expect(third).toEqual({ keys: Array.from({ length: 20 }, (_, i) => key(100 + i)) });
  });

  it("updates in calls of 50 naming the ETag the one before answered; a moved ETag is a ConflictException", async () => {
    const held = await store([key(0)]);
    const api = keyValueStoreApi(arn);
    await updateKeys(
      api,
      "E1",
      Array.from({ length: 70 }, (_, i) => key(i + 1)),
      [key(0)],
    );
    expect(held.size).toBe(70);
    const stale = await updateKeys(api, "E1", [key(99)], []).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(KeyValueStoreError);
    expect(isSdkError(stale, "ConflictException")).toBe(true);
    expect(held.has(key(99))).toBe(false);
  });
});
