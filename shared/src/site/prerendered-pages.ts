import { destinationSlugs } from "../domain/destination.js";
import { newTripRequestPath, routePrefixes } from "./site-paths.js";

/**
 * The pages whose HTML is rendered at build time (scripts/prerender.ts), so their first paint does
 * not wait for the app's JavaScript. Only pages that look the same for every visitor: their content
 * is the code's (texts, the twelve destinations), not a user's or the API's. One list for the build,
 * the CloudFront function and the local twin (infra/cdk/spa-fallback.ts), which serve these files.
 */
export const prerenderedPagePaths: readonly string[] = [
  "/",
  "/destinations",
  "/tailored-trips",
  "/business",
  "/travel-guide",
  "/faq",
  ...destinationSlugs.map(newTripRequestPath),
  // The tour lists' frame (heading, filters, the list's loading state): the tours are the API's and
  // fill in once the page has hydrated.
  "/group-tours",
  ...destinationSlugs.map((slug) => `/group-tours/${slug}`),
  "/special-tours",
  ...destinationSlugs.map((slug) => `/special-tours/${slug}`),
];

/**
 * The tour lists' frames. Their main content, the tours, is the API's and shows once the app runs,
 * so the app starts at once there; every other prerendered page paints before it starts
 * (web/src/boot.ts, scripts/prerender.ts).
 */
export const tourListFramePagePaths: readonly string[] = prerenderedPagePaths.filter(
  (path) => path.startsWith("/group-tours") || path.startsWith("/special-tours"),
);

/**
 * Pages whose render reads the URL's query (the lists' filters, sort and page): the build rendered
 * them without one, so a URL with a query string gets index.html, or the HTML would not hydrate.
 */
export const queryReadingPagePaths: readonly string[] = tourListFramePagePaths;

/** Every URL path with a prerendered page: each page under each prefix ("/de", not "/de/"). */
export const prerenderedUrlPaths: readonly string[] = routePrefixes.flatMap((prefix) =>
  prerenderedPagePaths.map((path) => (path === "/" ? prefix || "/" : `${prefix}${path}`)),
);

/** Every URL path of a tour list's frame, under each prefix. */
export const tourListFrameUrlPaths: readonly string[] = routePrefixes.flatMap((prefix) =>
  tourListFramePagePaths.map((path) => `${prefix}${path}`),
);

/** Where the build writes a prerendered page, relative to web/dist: "/de" → "/prerendered/de/index.html". */
export function prerenderedFile(urlPath: string): string {
  return `/prerendered${urlPath === "/" ? "" : urlPath}/index.html`;
}

/**
 * The tour pages' frames: not the page (its content is the API's and the agency's) but index.html
 * with, in its head, the preloads of the tour page's chunks and catalogs in the frame's language
 * (scripts/prerender.ts), so they load beside the entry. One per kind and prefix; the CloudFront
 * function answers a tour page of a tour the store holds with its frame (infra/cdk/spa-fallback.ts).
 */
export const tourFrameKinds = ["group-tour", "special-tour"] as const;

/** Where the build writes a tour page's frame: "/de", "group-tour" → "/prerendered/de/group-tour/index.html". */
export function tourFrameFile(prefix: string, kind: (typeof tourFrameKinds)[number]): string {
  return `/prerendered${prefix}/${kind}/index.html`;
}

/** Each frame with its language prefix and kind. */
export const tourFrames = routePrefixes.flatMap((prefix) => tourFrameKinds.map((kind) => ({ prefix, kind })));

/**
 * The CloudFront path patterns whose requests the page renderer answers (infra/cdk/hosting.ts): every
 * path that starts with a tour kind's segment, in each language, so the tour pages and their steps
 * ("/group-tour/…") and the tour lists ("/group-tours", "/group-tours/kenya") in eight behaviours of
 * CloudFront's 25. The viewer-request function still picks the file (a tour page's frame, a list's
 * prerendered page, index.html), and the renderer renders a tour page or a list's first page in
 * its place (web/src/prerender/tour-page-responder.ts). `*` matches any characters, `/` too.
 */
export const rendererPathPatterns: readonly string[] = routePrefixes.flatMap((prefix) =>
  tourFrameKinds.map((kind) => `${prefix}/${kind}*`),
);

/**
 * The tour-page renderer's variable naming the API it asks for a tour (`https://<api>` in AWS, the
 * twin's own address locally): the address, without a path.
 */
export const rendererApiOriginVariable = "TEMBEA_API_ORIGIN";

/**
 * How long the edge keeps a rendered tour page (`s-maxage`; hosting.ts caps its cache policy at it):
 * no longer than it keeps the tour's API answer (`max-age=20, stale-while-revalidate=10`), so an
 * agency's published change shows within a minute on the page as in the API. The renderer asks the
 * API behind the edge, so a page is never older than this.
 */
export const renderedTourPageMaxAgeSeconds = 30;
