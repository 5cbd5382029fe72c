import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type SearchHit } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { writeManyGroupTours } from "../../../test/many-tours.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler } from "./handler.js";

useTestTable();

const search = async (q: string, locale = "en") =>
  (await invoke(handler, contract.searchCatalogue, { query: { q, locale } })).body as { hits: SearchHit[] };

describe("GET /api/search", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("finds destinations by their name in the reader's language, ignoring case and accents", async () => {
    const de = await search("elfenbein", "de");
    expect(de.hits).toEqual([expect.objectContaining({ kind: "destination" })]);
    const fr = await search("cote", "fr");
    expect(fr.hits.some((h) => h.kind === "destination" && h.destination.slug === "cote-d-ivoire")).toBe(
      true,
    );
    expect((await search("elfenbein", "en")).hits).toEqual([]);
  });

  it("finds the French names, written with ’, when typed with the keyboard's apostrophe", async () => {
    const { hits } = await search("Côte d'Ivoire", "fr");
    expect(hits).toEqual([
      expect.objectContaining({
        kind: "destination",
        destination: expect.objectContaining({ slug: "cote-d-ivoire" }),
      }),
    ]);
  });

  it("finds the tours of a destination by the destination's name", async () => {
    const { hits } = await search("kenia", "de");
    const tours = hits.filter((h) => h.kind === "groupTour");
    expect(tours).toHaveLength(demoGroupTours.filter((t) => t.destination === "kenya").length);
  });

  it("finds tours by a word of their title", async () => {
    const tour = demoGroupTours[0];
    if (!tour) throw new Error("no tour");
    const word = tour.title.fr.split(/\s+/).find((w) => w.length > 5) ?? tour.title.fr;
    const { hits } = await search(word.toUpperCase(), "fr");
    expect(hits.some((h) => h.kind === "groupTour" && h.tour.id === tour.id)).toBe(true);
  });

  it("refuses an empty or overlong query", async () => {
    expect((await invoke(handler, contract.searchCatalogue, { query: { q: "  " } })).status).toBe(400);
    expect((await invoke(handler, contract.searchCatalogue, { query: { q: "x".repeat(101) } })).status).toBe(
      400,
    );
  });

  it("reaches every tour, not the first thousand: a tour written after a thousand others is found", async () => {
    const base = demoGroupTours[0];
    if (!base) throw new Error("no demo group tour");
    const many = Array.from({ length: 1001 }, (_, i) => ({
      ...base,
      id: `search-test-many-${String(i).padStart(4, "0")}`,
      destination: "tanzania" as const,
      title: i === 1000 ? { en: "Quagga trail", de: "Quagga-Pfad", fr: "Piste du quagga" } : base.title,
      rating: { average: 0, count: 0 },
    }));
    const removeMany = await writeManyGroupTours(many);
    try {
      const { hits } = await search("quagga", "de");
      expect(hits).toEqual([
        expect.objectContaining({
          kind: "groupTour",
          tour: expect.objectContaining({ id: "search-test-many-1000" }),
        }),
      ]);
    } finally {
      await removeMany();
    }
  }, 90_000);
});
