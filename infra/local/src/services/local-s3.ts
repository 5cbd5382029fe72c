import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { answersHttp, type ChildService, startChildService } from "./child-service.js";

export interface LocalS3 extends ChildService {
  /** Where the S3 API answers (path-style: {endpoint}/{bucket}/{key}). */
  endpoint: string;
  bucket: string;
}

const server = fileURLToPath(new URL("./local-s3-server.mjs", import.meta.url));

/**
 * Starts the S3 twin: s3rver, an S3-compatible server from the npm registry that keeps files on
 * disk and checks SigV4 signatures (presigned URLs included), with the uploads bucket and its CORS
 * rule for the site's origins. The very same S3 client and presigner code runs against it.
 */
export async function startLocalS3(options: {
  port: number;
  host: string;
  dataDir: string;
  bucket: string;
  /** Origins the browser uploads from (the bucket's CORS rule in AWS names the site). */
  allowedOrigins: string[];
  credentials: { accessKeyId: string; secretAccessKey: string };
  /**
   * The bucket's notification: each object created under `prefixes` is handed to `handle` as the S3
   * event AWS would send (a failure is logged, as a Lambda's would be, and the upload stays).
   */
  objectCreated?: { prefixes: string[]; handle: (event: unknown) => Promise<unknown> };
}): Promise<LocalS3> {
  mkdirSync(options.dataDir, { recursive: true });
  const endpoint = `http://${options.host}:${options.port}`;
  const service = await startChildService({
    name: "s3rver",
    command: process.execPath,
    args: [
      server,
      JSON.stringify({
        host: options.host,
        port: options.port,
        directory: options.dataDir,
        bucket: options.bucket,
        allowedOrigins: options.allowedOrigins,
        ...options.credentials,
        notifyPrefixes: options.objectCreated?.prefixes ?? [],
      }),
    ],
    cwd: options.dataDir,
    ready: () => answersHttp(endpoint),
    ipc: Boolean(options.objectCreated),
  });
  const { objectCreated } = options;
  if (objectCreated)
    service.process.on("message", (event) => {
      objectCreated.handle(event).catch((error: unknown) => {
        console.error("S3 twin: the object-created handler failed", error);
      });
    });
  return { ...service, endpoint, bucket: options.bucket };
}
