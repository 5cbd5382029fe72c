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
  ...destinationSlugs.map(newTripRequestPath),
];

/** Every URL path with a prerendered page: each page under each prefix ("/de", not "/de/"). */
export const prerenderedUrlPaths: readonly string[] = routePrefixes.flatMap((prefix) =>
  prerenderedPagePaths.map((path) => (path === "/" ? prefix || "/" : `${prefix}${path}`)),
);

/** Where the build writes a prerendered page, relative to web/dist: "/de" → "/prerendered/de/index.html". */
export function prerenderedFile(urlPath: string): string {
  return `/prerendered${urlPath === "/" ? "" : urlPath}/index.html`;
}
