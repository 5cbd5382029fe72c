import type { Endpoint } from "@tembea/shared";

/**
 * The Cache-Control of an endpoint's successful answer. One the contract marks `cache` may be kept
 * and shared by CloudFront (`s-maxage`, keyed on path and query alone: infra/cdk/edge-cache.ts) and
 * by the browser; `stale-while-revalidate` lets both answer from an expired copy while they fetch
 * the next. Any other public GET may be kept half a minute by the browser alone (CloudFront does not
 * cache the paths it lives on); everything else is never stored. Error answers are never marked:
 * they keep json-response's `no-store` (CloudFront then caches no 404 and no 400, which it keeps only
 * with a max-age; a 5xx it keeps its error TTL, hosting.ts). docs/decisions/0029-catalogue-cached-at-the-edge.md.
 */
export function cacheControl(endpoint: Endpoint): string {
  if (endpoint.cache) {
    const { maxAge, staleWhileRevalidate } = endpoint.cache;
    return `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  }
  return endpoint.access === "public" && endpoint.method === "GET" ? "public, max-age=30" : "no-store";
}
