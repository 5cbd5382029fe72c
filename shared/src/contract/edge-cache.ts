import type { EdgeCache, Endpoint } from "./endpoint.js";

/**
 * The catalogue's answers: fresh 20 s, then served stale up to 10 s more while the edge asks again.
 * No copy, at the edge or in the browser (which counts from the edge's `Age`), is older than 30 s;
 * the tour lists' function snapshot (30 s) comes on top, so a page loaded a minute after an agency's
 * change shows it. docs/decisions/0029-catalogue-cached-at-the-edge.md works the sum out.
 */
export const catalogueCache: EdgeCache = { maxAge: 20, staleWhileRevalidate: 10 };

/** What docs/api.md and the OpenAPI document say of an endpoint's `cache`; empty when it has none. */
export function cacheText(endpoint: Endpoint): string {
  if (!endpoint.cache) return "";
  const { maxAge, staleWhileRevalidate } = endpoint.cache;
  return ` The answer is the same for every caller: CloudFront and the browser may keep it ${maxAge} s, and serve it up to ${staleWhileRevalidate} s more while they fetch it again.`;
}
