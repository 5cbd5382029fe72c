import { describe, expect, it } from "vitest";
import { missingForPublish, type TourDraft, TourDraftSchema } from "./tour-draft.js";

const all = (text: string) => ({ en: text, de: `${text} (de)`, fr: `${text} (fr)` });

const complete: TourDraft = {
  kind: "group",
  destination: "kenya",
  title: all("Mara"),
  summary: all("Five days"),
  durationDays: 2,
  language: "en",
  minimumAge: 12,
  groupSize: { min: 2, max: 12 },
  itinerary: [
    { title: all("Arrival"), description: all("Nairobi") },
    { title: all("Mara"), description: all("Game drive") },
  ],
  inclusions: [all("Meals")],
  exclusions: [all("Flights")],
  refundTiers: [
    { daysBefore: 60, refundPercent: 100 },
    { daysBefore: 30, refundPercent: 50 },
    { daysBefore: 0, refundPercent: 0 },
  ],
  price: { shared: 250_000, single: 300_000 },
  photos: [{ photoId: "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0001", alt: all("Lions") }],
  coverPhotoId: "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0001",
};

describe("missingForPublish", () => {
  it("finds nothing missing in a complete draft", () => {
    expect(missingForPublish(complete, { hasDepartureOnSale: true })).toEqual([]);
  });

  it("lists every missing field of an empty draft, texts per language", () => {
    const gaps = missingForPublish({ kind: "group" });
    expect(gaps).toContainEqual({ path: "title", locale: "en", reason: "required" });
    expect(gaps).toContainEqual({ path: "title", locale: "fr", reason: "required" });
    expect(gaps).toContainEqual({ path: "summary", locale: "de", reason: "required" });
    for (const path of [
      "destination",
      "durationDays",
      "language",
      "minimumAge",
      "groupSize.min",
      "groupSize.max",
      "price.shared",
      "price.single",
      "itinerary",
      "inclusions",
      "refundTiers",
      "coverPhotoId",
    ]) {
      expect(gaps).toContainEqual({ path, reason: "required" });
    }
    expect(gaps.some((gap) => gap.path === "exclusions")).toBe(false);
  });

  it("names exactly the language a text lacks, blank counting as missing", () => {
    const draft: TourDraft = {
      ...complete,
      summary: { en: "Five days", de: "  ", fr: "Cinq jours" },
      itinerary: [
        complete.itinerary?.[0] ?? {},
        { title: { en: "Mara", de: "Mara" }, description: all("x") },
      ],
      exclusions: [{ en: "Flights", de: "Flüge" }],
    };
    expect(missingForPublish(draft)).toEqual([
      { path: "summary", locale: "de", reason: "required" },
      { path: "itinerary.1.title", locale: "fr", reason: "required" },
      { path: "exclusions.0", locale: "fr", reason: "required" },
    ]);
  });

  it("checks the rules between values", () => {
    const draft: TourDraft = {
      ...complete,
      durationDays: 3,
      groupSize: { min: 8, max: 4 },
      price: { shared: 300_000, single: 0 },
      refundTiers: [
        { daysBefore: 30, refundPercent: 100 },
        { daysBefore: 60, refundPercent: 50 },
      ],
    };
    expect(missingForPublish(draft, { hasDepartureOnSale: false })).toEqual([
      { path: "groupSize.max", reason: "groupSizeOrder" },
      { path: "price.single", reason: "pricePositive" },
      { path: "price.single", reason: "singleBelowShared" },
      { path: "itinerary", reason: "itineraryDays" },
      { path: "refundTiers", reason: "refundTiers" },
      { path: "departures", reason: "departureOnSale" },
    ]);
  });

  it("asks a special tour for its price per person, and no departure", () => {
    const { price: _price, ...rest } = complete;
    const special: TourDraft = { ...rest, kind: "special" };
    expect(missingForPublish(special, { hasDepartureOnSale: false })).toEqual([
      { path: "pricePerPerson", reason: "required" },
    ]);
    expect(missingForPublish({ ...special, pricePerPerson: 90_000 })).toEqual([]);
  });
});

describe("TourDraftSchema", () => {
  it("takes a partial draft and refuses unknown fields and unbounded input", () => {
    expect(TourDraftSchema.safeParse({ title: { en: "Mara" } }).success).toBe(true);
    expect(TourDraftSchema.safeParse({ title: { en: "Mara", es: "Mara" } }).success).toBe(false);
    expect(TourDraftSchema.safeParse({ colour: "red" }).success).toBe(false);
    expect(TourDraftSchema.safeParse({ summary: { en: "x".repeat(4001) } }).success).toBe(false);
    expect(TourDraftSchema.safeParse({ itinerary: Array.from({ length: 61 }, () => ({})) }).success).toBe(
      false,
    );
    expect(TourDraftSchema.safeParse({ durationDays: 1.5 }).success).toBe(false);
    expect(TourDraftSchema.safeParse({ price: { shared: -1 } }).success).toBe(false);
  });
});
