import { createServer, type Server } from "node:http";
import { tourPageExists } from "@tembea/functions/data/tour-page-lookup";
import { createApiRouter, sendError } from "./api-router.js";
import type { Claims } from "./jwt.js";
import { createLocalCheckout } from "./local-checkout.js";
import { sendOpenApi } from "./openapi.js";
import { setSecurityHeaders } from "./security-headers.js";
import { createStaticSite, type TourPageRenderer } from "./static-site.js";
import { createUploads } from "./uploads.js";

/** How long an idle kept-alive connection stays open. */
export const idleSocketMs = 65_000;

/** One origin for the SPA and the API, as CloudFront gives in AWS: /api/* to the handlers, the rest to the SPA. */
export function createTwinServer(options: {
  webDist: string;
  /** What CloudFront's tour-page behaviours reach in AWS: the renderer's function (tour-page-renderer.ts). */
  renderTourPage?: TourPageRenderer;
  cognitoEndpoint: string;
  /** The S3 twin, which the browser uploads to directly (as it does to S3 in AWS). */
  s3Endpoint: string;
  runtimeConfig: unknown;
  verify: (authorization: string | undefined) => Promise<Claims | undefined>;
  log: (line: string) => void;
  /** Where the server itself answers, for the local checkout's webhook calls. */
  selfUrl: string;
}): Server {
  const api = createApiRouter({ verify: options.verify });
  // The store of tour pages CloudFront reads in AWS, asked of the table it is kept from.
  const site = createStaticSite(options.webDist, { exists: tourPageExists }, options.renderTourPage);
  const checkout = createLocalCheckout({ selfUrl: () => options.selfUrl, log: options.log });
  const uploads = createUploads();
  const server = createServer(async (req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? "/", "http://localhost");
    setSecurityHeaders(res, options.cognitoEndpoint, options.s3Endpoint);
    try {
      if (url.pathname === "/api/openapi.json" && (req.method === "GET" || req.method === "HEAD")) {
        sendOpenApi(res, req.method);
      } else if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
        await api(req, res, url);
        options.log(
          `${req.method} ${url.pathname}${url.search} ${res.statusCode} ${Math.round(performance.now() - started)}ms`,
        );
      } else if (url.pathname.startsWith("/local-checkout/")) {
        await checkout.handle(req, res, url);
      } else if (url.pathname.startsWith("/uploads/") && (req.method === "GET" || req.method === "HEAD")) {
        await uploads(res, url.pathname, req.method);
      } else if (url.pathname === "/config.json") {
        // In AWS the deploy writes this file next to the SPA; it tells the browser where Cognito is.
        res.writeHead(200, {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-cache",
        });
        res.end(JSON.stringify(options.runtimeConfig));
      } else if (req.method === "GET" || req.method === "HEAD") {
        await site(res, url, req.method, req.headers);
      } else {
        res.writeHead(405, { allow: "GET, HEAD" });
        res.end();
      }
    } catch (error) {
      options.log(
        `${req.method} ${url.pathname} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (!res.headersSent) sendError(res, 500, "INTERNAL");
      else res.destroy();
    }
  });
  // Node closes an idle kept-alive socket after 5 s. A client that reuses it at that moment (the
  // browser, Playwright's request context) gets ECONNRESET; CI lost a booking test to this. Idle
  // sockets now live longer than any pause between a client's requests, as behind CloudFront.
  server.keepAliveTimeout = idleSocketMs;
  server.headersTimeout = idleSocketMs + 1_000;
  server.on("close", checkout.close);
  return server;
}
