import { contract, defineEndpoint, endpoints } from "@tembea/shared";
import { catalogueCache } from "@tembea/shared/contract/edge-cache";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { invoke } from "../../test/invoke.js";
import { notFound } from "./app-error.js";
import { cacheControl } from "./cache-control.js";
import { httpHandler } from "./middleware/http-handler.js";

const shared = "public, max-age=20, s-maxage=20, stale-while-revalidate=10";

// Synthetic endpoint: the chain's answers for each outcome of one the edge may cache.
const tourOrNot = defineEndpoint({
  id: "edgeCacheTest",
  method: "GET",
  path: "/api/test-edge/{id}",
  access: "public",
  cache: catalogueCache,
  summary: "test",
  params: z.strictObject({ id: z.enum(["there", "missing", "broken"]) }),
  response: z.object({ ok: z.boolean() }),
});
const tourOrNotHandler = httpHandler(tourOrNot, async ({ params }) => {
  if (params.id === "missing") throw notFound();
  if (params.id === "broken") throw new Error("the table is away");
  return { ok: true };
});

describe("Cache-Control", () => {
  it("lets CloudFront share a catalogue answer 20 s and serve it 10 s more while it asks again", () => {
    expect(cacheControl(contract.getGroupTour)).toBe(shared);
    expect(cacheControl(contract.listGroupTours)).toBe(shared);
    expect(cacheControl(contract.searchCatalogue)).toBe(shared);
  });

  it("keeps what every other answer said: the receipt for the browser alone, private answers never stored", () => {
    expect(cacheControl(contract.getBookingReceipt)).toBe("public, max-age=30");
    expect(cacheControl(contract.listMyBookings)).toBe("no-store");
    expect(cacheControl(contract.getAgencyTour)).toBe("no-store");
    expect(cacheControl(contract.submitReview)).toBe("no-store");
    for (const endpoint of endpoints.filter((e) => e.access !== "public")) {
      expect(cacheControl(endpoint), endpoint.id).toBe("no-store");
    }
  });

  it("marks only the success: a 404 of a tour that will exist and a 500 say no-store, which CloudFront obeys for a 404", async () => {
    const ok = await invoke(tourOrNotHandler, tourOrNot, { params: { id: "there" } });
    expect(ok).toMatchObject({ status: 200, headers: { "cache-control": shared } });
    const missing = await invoke(tourOrNotHandler, tourOrNot, { params: { id: "missing" } });
    expect(missing).toMatchObject({ status: 404, headers: { "cache-control": "no-store" } });
    const broken = await invoke(tourOrNotHandler, tourOrNot, { params: { id: "broken" } });
    expect(broken).toMatchObject({ status: 500, headers: { "cache-control": "no-store" } });
    const bad = await invoke(tourOrNotHandler, tourOrNot, { params: { id: "nonsense" } });
    expect(bad).toMatchObject({ status: 400, headers: { "cache-control": "no-store" } });
  });
});
