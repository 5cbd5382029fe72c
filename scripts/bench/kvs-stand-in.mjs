// A stand-in for CloudFront's KeyValueStore API, for syncTourPages' cold start (lambdas.ts): answers
// every call with 200, an ETag and an empty list of keys, and prints its port. A process of its own,
// since the bench waits for each cold start synchronously and could not answer in between.
import { createServer } from "node:http";

let version = 0;
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    version += 1;
    res.writeHead(200, { "content-type": "application/json", etag: `E${version}` });
    res.end(JSON.stringify({ Items: [], ItemCount: 0, TotalSizeInBytes: 0 }));
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`KVS_PORT ${server.address().port}\n`);
});
