import { describe, expect, it } from "vitest";
import { destinationSlugs } from "../domain/destination.js";
import { prerenderedUrlPaths } from "./prerendered-pages.js";
import { routePrefixes } from "./site-paths.js";
import { isSitePath, type RouteParameter, sitePagePaths, sitePathPattern } from "./site-routes.js";

const examples: Record<RouteParameter, string[]> = {
  destination: [...destinationSlugs],
  tourId: ["kenya-great-migration-safari", "a", "x1", "a".repeat(80)],
  agencyId: ["mara-horizon-safaris", "lagoon-trails-1a2b"],
  uuid: ["0b5cadf0-1234-4abc-8def-0123456789ab", "0B5CADF0-1234-4ABC-8DEF-0123456789AB"],
  paymentPart: ["deposit", "balance", "full"],
  isoDate: ["2027-04-09", "2099-12-31"],
};
const malformed: Record<RouteParameter, string[]> = {
  destination: ["atlantis", "Kenya", "kenya-", "madagascar"],
  tourId: ["Kenya", "kenya_safari", "kenya--safari", "-kenya", "kenya-", "a".repeat(81), "caf%C3%A9"],
  agencyId: ["Mara", "mara_horizon", "-mara", "a".repeat(81)],
  uuid: [
    "123",
    "0b5cadf0-1234-4abc-8def-0123456789a",
    "0b5cadf012344abc8def0123456789ab",
    "zb5cadf0-1234-4abc-8def-0123456789ab",
  ],
  paymentPart: ["deposits", "all"],
  isoDate: ["2027-4-9", "20270409", "2027-04-09x", "tomorrow"],
};

/** The page's path with each parameter replaced by `value(kind)`. */
const fill = (page: string, value: (kind: RouteParameter) => string) =>
  `/${page
    .split("/")
    .map((segment) => (segment.startsWith(":") ? value(segment.slice(1) as RouteParameter) : segment))
    .join("/")}`;

describe("the site's route table", () => {
  it("holds each page under each language prefix, with and without a trailing slash", () => {
    for (const prefix of routePrefixes)
      for (const page of sitePagePaths)
        for (const kind of Object.keys(examples) as RouteParameter[])
          for (const value of examples[kind]) {
            const path = `${prefix}${fill(page, (k) => (k === kind ? value : (examples[k][0] as string)))}`;
            expect(isSitePath(path), path).toBe(true);
            const slashed = `${path.replace(/\/$/, "")}/`;
            expect(isSitePath(slashed), slashed).toBe(true);
          }
  });

  it("holds the home page as the prefix alone", () => {
    for (const path of ["/", "/en", "/de", "/fr", "/de/", "/fr/"]) expect(isSitePath(path), path).toBe(true);
  });

  it("holds every prerendered page", () => {
    for (const path of prerenderedUrlPaths) expect(isSitePath(path), path).toBe(true);
  });

  it("refuses a parameter the API or the domain would refuse", () => {
    for (const page of sitePagePaths.filter((p) => p.includes(":")))
      for (const kind of Object.keys(malformed) as RouteParameter[]) {
        if (!page.includes(`:${kind}`)) continue;
        for (const bad of malformed[kind]) {
          const path = fill(page, (k) => (k === kind ? bad : (examples[k][0] as string)));
          expect(isSitePath(path), path).toBe(false);
        }
      }
  });

  it("refuses paths that are no page", () => {
    for (const path of [
      "//",
      "/deutsch",
      "/es",
      "/es/faq",
      "/de/de",
      "/Destinations",
      "/destinations/kenya",
      "/tailored-trips/kenya",
      "/tailored-trips/kenya/request/nope",
      "/group-tour",
      "/group-tour/kenya-safari/nope",
      "/special-tour/kenya-safari/accommodation",
      "/account/nope",
      "/agent/requests",
      "/faq/",
      "/faq//",
      "/index.html",
    ])
      expect(isSitePath(path), path).toBe(path === "/faq/");
  });

  it("stays small: CloudFront's functions embed it (10 KB each)", () => {
    expect(sitePathPattern.length).toBeLessThan(3000);
  });
});
