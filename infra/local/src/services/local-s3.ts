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
      }),
    ],
    cwd: options.dataDir,
    ready: () => answersHttp(endpoint),
  });
  return { ...service, endpoint, bucket: options.bucket };
}
