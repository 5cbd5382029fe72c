// A stand-in for CloudFront's KeyValueStore API, for syncTourPages' and reconcileTourPages' cold
// starts (lambdas.ts): it keeps the keys it is given in memory, as the store does, so a reconcile
// after the first finds the store in step with the table, as the daily one and every deploy's do.
// The calls of functions/src/core/tour-pages/key-value-store.ts: DescribeKeyValueStore, GetKey,
// ListKeys (50 a page), UpdateKeys; the ETag changes on each update; signatures are not checked.
// A process of its own, since the bench waits for each cold start synchronously and could not
// answer in between.
import { createServer } from "node:http";

const keys = new Set();
let version = 1;
const pageSize = 50;

function answer(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", etag: `E${version}`, ...headers });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  let text = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => {
    text += chunk;
  });
  req.on("end", () => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    // /key-value-stores/{arn}[/keys[/{key}]]
    const [, , , keysPart, key] = url.pathname.split("/");
    if (!keysPart) return answer(res, 200, { ItemCount: keys.size, TotalSizeInBytes: 0 });
    if (key !== undefined) {
      const name = decodeURIComponent(key);
      if (!keys.has(name))
        return answer(
          res,
          404,
          { message: "no such key" },
          { "x-amzn-errortype": "ResourceNotFoundException" },
        );
      return answer(res, 200, { Key: name, Value: "1" });
    }
    if (req.method === "POST") {
      if (req.headers["if-match"] !== `E${version}`)
        return answer(res, 409, { message: "the ETag moved" }, { "x-amzn-errortype": "ConflictException" });
      const { Puts = [], Deletes = [] } = JSON.parse(text || "{}");
      for (const { Key } of Puts) keys.add(Key);
      for (const { Key } of Deletes) keys.delete(Key);
      version += 1;
      return answer(res, 200, { ItemCount: keys.size, TotalSizeInBytes: 0 });
    }
    const all = [...keys].sort();
    const from = Number(url.searchParams.get("NextToken") ?? 0);
    const size = Number(url.searchParams.get("MaxResults") ?? pageSize);
    const next = from + size < all.length ? { NextToken: String(from + size) } : {};
    return answer(res, 200, {
      Items: all.slice(from, from + size).map((Key) => ({ Key, Value: "1" })),
      ...next,
    });
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`KVS_PORT ${server.address().port}\n`);
});
