// The local S3 twin's process: s3rver (an S3-compatible server on disk) with the uploads bucket,
// its CORS rule and the twin's credentials, behaving like the private bucket in AWS.
// Plain JavaScript because it runs as its own `node` child process, like the other service twins.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const S3rver = require("@20minutes/s3rver");
const { DUMMY_ACCOUNT } = require("@20minutes/s3rver/lib/models/account");

const options = JSON.parse(process.argv[2] ?? "{}");
const {
  host,
  port,
  directory,
  bucket,
  allowedOrigins,
  accessKeyId,
  secretAccessKey,
  notifyPrefixes = [],
} = options;

// s3rver knows one fixed key; the handlers sign with the twin's credentials, so it must know those.
DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);

const origins = allowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join("");
const cors = `<CORSConfiguration><CORSRule>${origins}<AllowedMethod>PUT</AllowedMethod><AllowedHeader>content-type</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

const server = new S3rver({
  address: host,
  port,
  directory,
  silent: true,
  vhostBuckets: false,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});

// The bucket in AWS blocks all public access: a request without a signature is refused. s3rver would
// serve it, so this answers as S3 does before any of s3rver's own handling (CORS preflights excepted).
server.middleware.unshift(async (ctx, next) => {
  const signed = "authorization" in ctx.headers || "X-Amz-Algorithm" in ctx.query || "Signature" in ctx.query;
  if (ctx.method === "OPTIONS" || signed) return next();
  ctx.status = 403;
  ctx.type = "application/xml";
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
});

// As the bucket's notification in AWS (infra/cdk/tour-photos.ts): new objects under the given
// prefixes go to the parent, which runs the same handler the Lambda runs. s3rver's events carry the
// key as stored; S3's are URL-encoded, so it is encoded here as S3 does.
server.on("event", (event) => {
  const [record] = event.Records;
  if (!record?.eventName.startsWith("ObjectCreated:") || !process.send) return;
  const key = record.s3.object.key;
  if (!notifyPrefixes.some((prefix) => key.startsWith(prefix))) return;
  const encoded = encodeURIComponent(key).replace(/%2F/g, "/").replace(/%20/g, "+");
  process.send({
    Records: [{ ...record, s3: { ...record.s3, object: { ...record.s3.object, key: encoded } } }],
  });
});

await server.run();
const stop = () => server.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
