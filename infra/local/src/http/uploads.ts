import type { ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { readFile } from "@tembea/functions/core/storage/uploads";

/**
 * /uploads/*: published uploads (profile images), read from the S3 twin with the twin's own
 * credentials, as CloudFront reads the private bucket through its origin access control in AWS.
 * Only keys under uploads/ are reachable; what waits in incoming/ is never served.
 */
export function createUploads() {
  return async function serveUpload(res: ServerResponse, pathname: string, method: string): Promise<void> {
    const key = decodeURIComponent(pathname.slice(1));
    const file = key.includes("..") ? undefined : await readFile(key);
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found\n");
      return;
    }
    res.writeHead(200, {
      "content-type": file.contentType ?? "application/octet-stream",
      "cache-control": file.cacheControl ?? "no-cache",
      ...(file.size !== undefined ? { "content-length": file.size } : {}),
    });
    if (method === "HEAD") {
      file.body.destroy();
      res.end();
      return;
    }
    await pipeline(file.body, res);
  };
}
