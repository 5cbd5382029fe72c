import { createReadStream, existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { renderPageHeader, tourFrameHeader } from "@tembea/shared/site/edge-headers";
import { rendererPathPatterns } from "@tembea/shared/site/prerendered-pages";
import { matchesPathPattern } from "../../../cdk/edge-cache.js";
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

/** The function's own answer, which CloudFront sends without asking the origin. */
type FunctionAnswer = { statusCode: number; headers?: Record<string, { value: string }> };
type ViewerRequestResult = ViewerRequest | FunctionAnswer;
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

/**
 * The viewer's own headers in the shape CloudFront hands its functions (the cookies apart, as
 * there), so the functions meet what a viewer may send, their own headers included.
 */
function viewerHeadersOf(headers: IncomingHttpHeaders): ViewerRequest["headers"] {
  const shaped: ViewerRequest["headers"] = {};
  for (const [name, value] of Object.entries(headers))
    if (name !== "cookie" && typeof value === "string") shaped[name] = { value };
  return shaped;
}

/** The headers the tour-page behaviours forward to the renderer (hosting.ts: cache key and origin request policy). */
const rendererHeaders = [renderPageHeader, tourFrameHeader];

/** The URL's query in the shape CloudFront hands its functions. */
function querystringOf(search: string): ViewerRequest["querystring"] {
  const query: ViewerRequest["querystring"] = {};
  for (const [name, value] of new URLSearchParams(search)) query[name] = { value };
  return query;
}

/**
 * What CloudFront's viewer-request function makes of a request: the file it asks the origin for (a
 * client route, without a file extension, gets index.html, its prerendered page or a tour page's
 * frame; a file path stays as it is) and the headers it adds; or its own answer (a source map: 404,
 * though the build keeps it on disk; an address with a trailing slash: 301 to the page's own).
 */
async function viewerRequest(
  functions: ReturnType<typeof cloudFront>,
  url: { pathname: string; search: string },
  headers: IncomingHttpHeaders,
): Promise<ViewerRequestResult> {
  const result = await functions.viewerRequest({
    request: {
      uri: url.pathname,
      cookies: cookiesOf(headers),
      querystring: querystringOf(url.search),
      headers: viewerHeadersOf(headers),
    },
  });
  return result;
}

/** The status and headers the viewer-response function makes of the origin's answer (404 for a path that is no page). */
async function viewerResponse(
  functions: ReturnType<typeof cloudFront>,
  request: ViewerRequest,
  status: number,
): Promise<{ status: number; headers: Record<string, string> }> {
  const response = await functions.viewerResponse({ request, response: { statusCode: status, headers: {} } });
  return { status: response.statusCode, headers: plainHeaders(response.headers) };
}

/** Headers as CloudFront's functions hold them ({ name: { value } }), as Node sends them. */
function plainHeaders(headers: Record<string, { value: string }> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value]));
}

/**
 * The tour-page renderer (web/src/prerender/tour-page-server.ts, built to web/dist-renderer), as
 * CloudFront's tour-page behaviours reach it: the file the viewer-request function chose, and its headers.
 */
export type TourPageRenderer = (request: {
  uri: string;
  headers: Record<string, string | undefined>;
}) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

/**
 * Serves the built SPA like S3 + CloudFront do: files as they are, hashed assets cached for a year,
 * HTML never cached, client routes answered with their prerendered page or index.html (with status
 * 404 for a path that is no page of the site), missing files with 404. `tourPages` stands for the
 * CloudFront KeyValueStore of tour pages: the twin's asks the table (functions/src/data/tour-page-lookup.ts).
 * The paths of CloudFront's tour-page behaviours (`rendererPathPatterns`) go to `renderTourPage`,
 * the same renderer their Lambda function runs, with the request as the viewer-request function left it.
 */
export function createStaticSite(root: string, tourPages: TourPagesStore, renderTourPage?: TourPageRenderer) {
  const functions = cloudFront(tourPages);
  const rootWithSep = root.endsWith(sep) ? root : root + sep;

  /** Sends an HTML or text body as CloudFront does: compressed for a browser that accepts it. */
  async function sendBody(
    res: ServerResponse,
    method: string,
    requestHeaders: IncomingHttpHeaders,
    answer: { status: number; headers: Record<string, string>; body: string },
  ): Promise<void> {
    const bytes = Buffer.from(answer.body);
    const body = acceptsGzip(requestHeaders) ? await gzip(bytes) : bytes;
    res.writeHead(answer.status, {
      ...answer.headers,
      ...(body !== bytes ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
      "content-length": body.length,
    });
    res.end(method === "HEAD" ? undefined : body);
  }

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
    const notFound = {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
      body: "Not found\n",
    };
    const request = await viewerRequest(functions, url, requestHeaders);
    if (!("uri" in request)) {
      // The function answered by itself: a 404 with the twin's text, anything else (a redirect) as it is.
      if (request.statusCode === 404) return sendBody(res, method, requestHeaders, notFound);
      return sendBody(res, method, requestHeaders, {
        status: request.statusCode,
        headers: plainHeaders(request.headers),
        body: "",
      });
    }
    if (renderTourPage && rendererPathPatterns.some((pattern) => matchesPathPattern(pattern, url.pathname))) {
      // What CloudFront passes the renderer: the headers its cache and origin request policies name.
      const headers = Object.fromEntries(
        rendererHeaders.flatMap((name) =>
          request.headers[name] ? [[name, request.headers[name].value]] : [],
        ),
      );
      const answer = await renderTourPage({ uri: request.uri, headers });
      const viewer = await viewerResponse(functions, request, answer.status);
      return sendBody(res, method, requestHeaders, {
        ...answer,
        status: viewer.status,
        headers: { ...answer.headers, ...viewer.headers },
      });
    }
    const file = normalize(join(root, decodeURIComponent(request.uri)));
    const info = file.startsWith(rootWithSep) ? await stat(file).catch(() => undefined) : undefined;
    if (!info?.isFile()) return sendBody(res, method, requestHeaders, notFound);
    const answer = await viewerResponse(functions, request, 200);
    const immutable = url.pathname.startsWith("/assets/");
    // Compressed like CloudFront sends it, so page weights and Lighthouse on the twin match production.
    const body =
      compressible.has(extname(file)) && acceptsGzip(requestHeaders) ? await gzipOf(file, info) : undefined;
    res.writeHead(answer.status, {
      "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
      ...(body ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
      "content-length": body ? body.length : info.size,
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      ...answer.headers,
    });
    if (method === "HEAD") res.end();
    else if (body) res.end(body);
    else createReadStream(file).pipe(res);
  };
}
