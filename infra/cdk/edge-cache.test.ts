import { defineEndpoint, type Endpoint } from "@tembea/shared";
import { catalogueCache } from "@tembea/shared/contract/edge-cache";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { edgeCachedPaths, longestEdgeMaxAge, matchesPathPattern, pathPatternOf } from "./edge-cache.js";

const endpoint = (path: `/api/${string}`, more: Partial<Endpoint> = {}): Endpoint =>
  defineEndpoint({
    id: `t${path.replace(/\W/g, "")}`,
    method: "GET",
    path,
    access: "public",
    summary: "test",
    response: z.object({}),
    ...more,
  });

describe("the catalogue's paths at the edge", () => {
  it("matches paths as CloudFront does: * takes slashes too, ? one character, nothing else is special", () => {
    expect(matchesPathPattern("/api/group-tours*", "/api/group-tours")).toBe(true);
    expect(matchesPathPattern("/api/group-tours*", "/api/group-tours/kenya-safari")).toBe(true);
    expect(matchesPathPattern("/api/group-tours/*", "/api/group-tours")).toBe(false);
    expect(matchesPathPattern("/api/reviews", "/api/reviews/invitation")).toBe(false);
    expect(matchesPathPattern("/api/a.b", "/api/aXb")).toBe(false);
    expect(pathPatternOf("/api/destinations/{slug}/trip-requests")).toBe("/api/destinations/*/trip-requests");
  });

  it("gives a list and its items one pattern", () => {
    const paths = edgeCachedPaths();
    expect(paths.map((p) => p.pathPattern)).toEqual([
      "/api/destinations*",
      "/api/exchange-rates",
      "/api/group-tours*",
      "/api/reviews",
      "/api/search",
      "/api/special-tours*",
    ]);
    const byPattern = Object.fromEntries(paths.map((p) => [p.pathPattern, p]));
    // The POST of a review shares the list's path: the behaviour lets it through, uncached.
    expect(byPattern["/api/reviews"]?.endpoints.map((e) => e.id).sort()).toEqual([
      "listReviews",
      "submitReview",
    ]);
    expect(byPattern["/api/reviews"]?.readOnly).toBe(false);
    expect(byPattern["/api/destinations*"]?.endpoints.map((e) => e.id).sort()).toEqual([
      "getDestination",
      "getTripRequestRoute",
      "listDestinations",
    ]);
    expect(longestEdgeMaxAge()).toBe(catalogueCache.maxAge);
  });

  it("refuses, at synth, a path that would send a caller's request through the cache", () => {
    const list = endpoint("/api/things", { cache: catalogueCache });
    const item = endpoint("/api/things/{id}", { cache: catalogueCache });
    const mine = endpoint("/api/things/{id}/mine", { access: "traveller" });
    expect(() => edgeCachedPaths([list, item, mine])).toThrow(/needs its caller/);
    const uncachedGet = endpoint("/api/things/{id}/extra");
    expect(() => edgeCachedPaths([list, item, uncachedGet])).toThrow(/declare its cache/);
    const post = endpoint("/api/things/{id}/extra", { method: "POST" });
    expect(edgeCachedPaths([list, item, post])).toMatchObject([
      { pathPattern: "/api/things*", readOnly: false },
    ]);
    const knowsCaller = endpoint("/api/things", { cache: catalogueCache, optionalCaller: true });
    expect(() => edgeCachedPaths([knowsCaller])).toThrow(/only a public GET/);
    const cachedPost = endpoint("/api/things", { cache: catalogueCache, method: "POST" });
    expect(() => edgeCachedPaths([cachedPost])).toThrow(/only a public GET/);
  });
});
