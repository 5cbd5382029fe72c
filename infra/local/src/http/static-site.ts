import { createReadStream, existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import {
  notFoundStatusCode,
  runCloudFrontFunction,
  spaFallbackCode,
  type TourPagesStore,
} from "../../../cdk/spa-fallback.js";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** What CloudFront compresses (its distributions compress by default); images and fonts are compressed already. */
const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".webmanifest"]);

function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  return /\bgzip\b/.test(String(headers["accept-encoding"] ?? ""));
}

const gzip = promisify(gzipCallback);
/**
 * Each file's gzip, made once per version of the file (its size and time), as CloudFront keeps what
 * it compressed. Compressed again on every request, the browser tests' some 800 page loads spent
 * half a minute of CI's two cores on the same entry and chunks.
 */
const compressed = new Map<string, { version: string; body: Promise<Buffer> }>();
function gzipOf(file: string, info: { size: number; mtimeMs: number }): Promise<Buffer> {
  const version = `${info.size}:${info.mtimeMs}`;
  const kept = compressed.get(file);
  if (kept?.version === version) return kept.body;
  const body = readFile(file).then((bytes) => gzip(bytes));
  compressed.set(file, { version, body });
  body.catch(() => compressed.delete(file));
  return body;
}

type ViewerRequest = {
  uri: string;
  cookies: Record<string, { value: string }>;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
};

type ViewerRequestResult = ViewerRequest | { statusCode: number };
type ViewerResponse = { statusCode: number; headers?: Record<string, { value: string }> };
type ViewerResponseEvent = { request: ViewerRequest; response: ViewerResponse };

/**
 * CloudFront's viewer-request and viewer-response functions themselves, with `tourPages` as their
 * KeyValueStore, so the twin answers each URL with the same file and status (404 for a path that is
 * no page, a tour the store does not hold included), or with the function's own answer (a 404 for
 * a source map).
 */
function cloudFront(tourPages: TourPagesStore) {
  return {
    viewerRequest: runCloudFrontFunction<{ request: ViewerRequest }, ViewerRequestResult>(
      spaFallbackCode,
      tourPages,
    ),
    viewerResponse: runCloudFrontFunction<ViewerResponseEvent, ViewerResponse>(notFoundStatusCode, tourPages),
  };
}

/** The request's cookies in the shape CloudFront hands its functions. */
function cookiesOf(headers: IncomingHttpHeaders): ViewerRequest["cookies"] {
  const cookies: ViewerRequest["cookies"] = {};
  for (const pair of String(headers.cookie ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0) cookies[pair.slice(0, at).trim()] = { value: pair.slice(at + 1).trim() };
  }
  return cookies;
}

/** The URL's query in the shape CloudFront hands its functions. */
function querystringOf(search: string): ViewerRequest["querystring"] {
  const query: ViewerRequest["querystring"] = {};
  for (const [name, value] of new URLSearchParams(search)) query[name] = { value };
  return query;
}

/**
 * What CloudFront makes of a request: the file it asks S3 for (a client route, without a file
 * extension, gets index.html or its prerendered page; a file path stays as it is) and the status
 * the viewer gets when S3 has that file (404 for a path that is no page of the site). Undefined
 * when the function answers by itself (a source map: not served, though the build keeps it on disk).
 */
async function siteFile(
  functions: ReturnType<typeof cloudFront>,
  url: { pathname: string; search: string },
  headers: IncomingHttpHeaders = {},
): Promise<{ path: string; status: number; headers: Record<string, string> } | undefined> {
  const result = await functions.viewerRequest({
    request: {
      uri: url.pathname,
      cookies: cookiesOf(headers),
      querystring: querystringOf(url.search),
      headers: {},
    },
  });
  if (!("uri" in result)) return undefined;
  const response = await functions.viewerResponse({
    request: result,
    response: { statusCode: 200, headers: {} },
  });
  const answerHeaders = Object.fromEntries(
    Object.entries(response.headers ?? {}).map(([name, { value }]) => [name, value]),
  );
  return { path: result.uri, status: response.statusCode, headers: answerHeaders };
}

/**
 * Serves the built SPA like S3 + CloudFront do: files as they are, hashed assets cached for a year,
 * HTML never cached, client routes answered with their prerendered page or index.html (with status
 * 404 for a path that is no page of the site), missing files with 404. `tourPages` stands for the
 * CloudFront KeyValueStore of tour pages: the twin's asks the table (functions/src/data/tour-page-lookup.ts).
 */
export function createStaticSite(root: string, tourPages: TourPagesStore) {
  const functions = cloudFront(tourPages);
  const rootWithSep = root.endsWith(sep) ? root : root + sep;
  return async function serveStatic(
    res: ServerResponse,
    url: { pathname: string; search: string },
    method: string,
    requestHeaders: IncomingHttpHeaders = {},
  ): Promise<void> {
    if (!existsSync(join(root, "index.html"))) {
      res.writeHead(503, { "content-type": "text/plain; charset=utf-8" });
      res.end("The web app is not built yet: run `npm run build:web` (npm start does this for you).\n");
      return;
    }
    const answer = await siteFile(functions, url, requestHeaders);
    const file = answer === undefined ? undefined : normalize(join(root, decodeURIComponent(answer.path)));
    const info = file?.startsWith(rootWithSep) ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !info?.isFile()) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found\n");
      return;
    }
    const immutable = url.pathname.startsWith("/assets/");
    // Compressed like CloudFront sends it, so page weights and Lighthouse on the twin match production.
    const body =
      compressible.has(extname(file)) && acceptsGzip(requestHeaders) ? await gzipOf(file, info) : undefined;
    res.writeHead(answer?.status ?? 200, {
      "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
      ...(body ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
      "content-length": body ? body.length : info.size,
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      ...answer?.headers,
    });
    if (method === "HEAD") res.end();
    else if (body) res.end(body);
    else createReadStream(file).pipe(res);
  };
}
