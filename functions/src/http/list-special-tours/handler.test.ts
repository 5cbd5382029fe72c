import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type SpecialTourListItem, SpecialTourListItemSchema } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { findTourWithDetails } from "../../data/tours.js";
import { handler } from "./handler.js";

useTestTable();

const list = async (query: Record<string, string> = {}) => {
  const res = await invoke(handler, contract.listSpecialTours, { query });
  return { status: res.status, tours: (res.body as { tours: SpecialTourListItem[] }).tours, res };
};

describe("GET /api/special-tours", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("answers every special tour as its card, and no group tour, cacheable for a minute", async () => {
    const { status, tours, res } = await list();
    expect(status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=20, s-maxage=20, stale-while-revalidate=10");
    expect(tours.map((t) => t.id).sort()).toEqual(demoSpecialTours.map((t) => t.id).sort());
    const groupIds = new Set(demoGroupTours.map((t) => t.id));
    for (const item of tours) {
      expect(groupIds.has(item.id)).toBe(false);
      expect(item).not.toHaveProperty("itinerary");
      expect(item).not.toHaveProperty("summary");
      const found = await findTourWithDetails(item.id, "2000-01-01");
      expect(item).toEqual(SpecialTourListItemSchema.parse(found?.tour));
    }
  });

  it("answers one destination's special tours, and an empty list where it has none", async () => {
    const { tours } = await list({ destination: "cape-verde" });
    expect(tours.map((t) => t.id)).toEqual(["cape-verde-island-hopping-private"]);
    expect(tours[0]?.pricePerPerson).toBeGreaterThan(0);
    expect(tours[0]?.groupSize.min).toBeGreaterThan(0);
    expect((await list({ destination: "benin" })).tours).toEqual([]);
  });

  it("answers the page the special-tour list asks for: sorted, filtered, six a page, with the counts", async () => {
    const page = async (query: Record<string, string>) =>
      (await invoke(handler, contract.listSpecialTours, { query })).body as {
        tours: SpecialTourListItem[];
        page: number;
        pageCount: number;
        total: number;
        unfilteredTotal: number;
      };
    const all = (await list()).tours;
    const byPrice = await page({ locale: "en", sort: "price", order: "desc" });
    expect(byPrice.tours.map((t) => t.pricePerPerson)).toEqual(
      all
        .map((t) => t.pricePerPerson)
        .sort((a, b) => b - a)
        .slice(0, 6),
    );
    expect(byPrice).toMatchObject({ page: 1, total: all.length, unfilteredTotal: all.length });
    expect(byPrice).not.toHaveProperty("months");

    const cheapest = Math.min(...all.map((t) => t.pricePerPerson)) / 100;
    const filtered = await page({ locale: "en", maxPrice: String(cheapest) });
    expect(filtered.total).toBe(all.filter((t) => t.pricePerPerson <= cheapest * 100).length);
    expect(filtered.unfilteredTotal).toBe(all.length);
  });

  it("refuses an unknown destination and unknown parameters with field errors", async () => {
    const bad = await invoke(handler, contract.listSpecialTours, {
      query: { destination: "atlantis", debug: "1" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { code: "VALIDATION_FAILED", fields: { "query.destination": "unknownDestination" } },
    });
  });
});
