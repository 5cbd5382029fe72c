import { endpoints as contractEndpoints, type Endpoint } from "@tembea/shared";

/** A path CloudFront caches, with what its cache policy keys on. */
export interface EdgeCachedPath {
  /** A CloudFront path pattern: `*` any characters, `/` included. */
  pathPattern: string;
  /** Every endpoint of the contract the pattern takes in, cached or not. */
  endpoints: Endpoint[];
  /** GET and HEAD only, unless an endpoint of another method lives on the path (POST /api/reviews). */
  readOnly: boolean;
}

/** /api/group-tours/{id} -> /api/group-tours/* */
export function pathPatternOf(path: string): string {
  return path.replace(/\{[^}]+\}/g, "*");
}

/** Whether CloudFront would send this path to a behaviour of this pattern (case-sensitive; `?` is one character). */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const regex = pattern
    .split("")
    .map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${regex}$`).test(path);
}

/**
 * The behaviours the edge caches, from the contract's `cache` fields: one path pattern per cached
 * path (a list and its items, `/api/x` and `/api/x/{id}`, share `/api/x*`; a path such a pattern
 * already takes in gets none). Every endpoint a pattern
 * takes in is checked here, at synth: a GET there must be cached too (its answer would otherwise be
 * kept on its browser `max-age`), and none may need a caller, for the edge forwards no Authorization.
 */
export function edgeCachedPaths(endpoints: readonly Endpoint[] = contractEndpoints): EdgeCachedPath[] {
  const cached = endpoints.filter((e) => e.cache);
  for (const e of cached) {
    if (e.method !== "GET" || e.access !== "public" || e.optionalCaller)
      throw new Error(`${e.id}: only a public GET with no optional caller may be cached at the edge`);
  }
  const patterns = new Set(cached.map((e) => pathPatternOf(e.path)));
  for (const pattern of [...patterns]) {
    if (patterns.has(`${pattern}/*`)) {
      patterns.delete(pattern);
      patterns.delete(`${pattern}/*`);
      patterns.add(`${pattern}*`);
    }
  }
  // A path another pattern already takes in (/api/destinations/*/trip-requests) needs none of its own.
  const needed = [...patterns].filter((p) => ![...patterns].some((q) => q !== p && matchesPathPattern(q, p)));
  return needed.sort().map((pathPattern) => {
    const taken = endpoints.filter((e) => matchesPathPattern(pathPattern, pathPatternOf(e.path)));
    for (const e of taken) {
      if (e.access !== "public" || e.optionalCaller)
        throw new Error(
          `${e.id} needs its caller, but ${pathPattern} is cached and forwards no Authorization`,
        );
      if (e.method === "GET" && !e.cache)
        throw new Error(`${e.id} is a GET on ${pathPattern}, which the edge caches: declare its cache`);
    }
    return {
      pathPattern,
      endpoints: taken,
      readOnly: taken.every((e) => e.method === "GET"),
    };
  });
}

/** The longest an answer may be fresh at the edge: the cache policy's maximum TTL. */
export function longestEdgeMaxAge(endpoints: readonly Endpoint[] = contractEndpoints): number {
  return Math.max(0, ...endpoints.map((e) => e.cache?.maxAge ?? 0));
}
