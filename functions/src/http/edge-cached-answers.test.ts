import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { endpoints } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { signIdToken } from "../../test/id-tokens.js";
import { invoke } from "../../test/invoke.js";
import { useTestTable } from "../../test/test-table.js";
import { handlerEntry } from "../entries.js";
import type { HttpLambda } from "../platform/http-lambda.js";

useTestTable();

/**
 * CloudFront keys the answers the contract marks `cache` on path and query alone and forwards no
 * Authorization, cookie or Accept-Language (infra/cdk/edge-cache.ts): one visitor's answer is
 * served to the next, so it must not depend on who asks or in which language the browser is.
 */
describe("the answers the edge shares between visitors", () => {
  const cached = endpoints.filter((e) => e.cache);
  let signedIn: Record<string, string>;

  beforeAll(async () => {
    await seedDemoData();
    const token = await signIdToken({ sub: "edge-visitor", email: "edge@example.com" });
    signedIn = {
      authorization: `Bearer ${token}`,
      "accept-language": "fr-CH,fr;q=0.9",
      cookie: "tembea_locale=de",
    };
  });

  it("are the catalogue's GETs, public, none reading an optional caller", () => {
    expect(cached.map((e) => e.id).sort()).toEqual(
      [
        "getDestination",
        "getExchangeRates",
        "getGroupTour",
        "getSpecialTour",
        "getTripRequestRoute",
        "listDestinations",
        "listGroupTours",
        "listReviews",
        "listSpecialTours",
        "searchCatalogue",
      ].sort(),
    );
    for (const endpoint of cached) {
      expect(endpoint, endpoint.id).toMatchObject({ method: "GET", access: "public" });
      expect(endpoint.optionalCaller, endpoint.id).toBeUndefined();
    }
  });

  it("answer a signed-in visitor with a French browser exactly as an anonymous one", async () => {
    for (const endpoint of cached) {
      const handler = ((await import(handlerEntry(endpoint.id))) as { handler: HttpLambda }).handler;
      const request = {
        ...(endpoint.examples?.params ? { params: { ...endpoint.examples.params } } : {}),
        ...(endpoint.examples?.query
          ? {
              query: Object.fromEntries(
                Object.entries(endpoint.examples.query).map(([k, v]) => [k, String(v)]),
              ),
            }
          : {}),
      };
      const anonymous = await invoke(handler, endpoint, request);
      expect(anonymous.status, endpoint.id).toBe(200);
      expect(anonymous.headers["cache-control"], endpoint.id).toContain("s-maxage=");
      const known = await invoke(handler, endpoint, { ...request, headers: signedIn });
      expect(known, endpoint.id).toEqual(anonymous);
    }
  });
});
