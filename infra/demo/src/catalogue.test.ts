import {
  AgencySchema,
  destinationSlugs,
  frenchTypographyFaults,
  GroupTourSchema,
  type LocalizedText,
  ReviewSchema,
  SpecialTourSchema,
} from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { demoAgencies } from "./agencies.js";
import { demoGroupTours } from "./group-tours.js";
import { demoReviews } from "./reviews.js";
import { demoSpecialTours } from "./special-tours.js";
import type { DemoGroupTour, DemoSpecialTour } from "./types.js";

const allTours: (DemoGroupTour | DemoSpecialTour)[] = [...demoGroupTours, ...demoSpecialTours];
const agenciesById = new Map(demoAgencies.map((a) => [a.id, a]));
const toursById = new Map(allTours.map((t) => [t.id, t]));

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 3 && keys[0] === "de" && keys[1] === "en" && keys[2] === "fr";
}

/** Every LocalizedText found anywhere in a value, with its path. */
function localizedTexts(value: unknown, path: string): [string, LocalizedText][] {
  if (isLocalizedText(value)) return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => localizedTexts(v, `${path}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => localizedTexts(v, `${path}.${k}`));
  }
  return [];
}

describe("demo catalogue", () => {
  it("has the expected size", () => {
    expect(demoGroupTours).toHaveLength(13);
    expect(demoSpecialTours).toHaveLength(3);
    expect(demoReviews).toHaveLength(24);
    expect(new Set(demoReviews.map((r) => r.tourId)).size).toBeGreaterThanOrEqual(10);
  });

  it("agencies parse with the shared schema and have unique ids", () => {
    for (const agency of demoAgencies) expect(AgencySchema.parse(agency)).toEqual(agency);
    expect(duplicates(demoAgencies.map((a) => a.id))).toEqual([]);
    // Tailored-trip requests are routed to the agency of their destination: one for each.
    expect(demoAgencies.flatMap((a) => a.destinations).sort()).toEqual([...destinationSlugs].sort());
  });

  it("group tours parse with the shared schema once kind and rating are added", () => {
    for (const { departures: _, ...tour } of demoGroupTours) {
      const full = { ...tour, kind: "group", rating: { average: 0, count: 0 } };
      expect(GroupTourSchema.parse(full)).toEqual(full);
    }
  });

  it("special tours parse with the shared schema once kind and rating are added", () => {
    for (const tour of demoSpecialTours) {
      const full = { ...tour, kind: "special", rating: { average: 0, count: 0 } };
      expect(SpecialTourSchema.parse(full)).toEqual(full);
      expect(tour).not.toHaveProperty("departures");
    }
  });

  it("tour ids are unique across group and special tours, and images are named after them", () => {
    expect(duplicates(allTours.map((t) => t.id))).toEqual([]);
    for (const tour of allTours) expect(tour.image.name).toBe(tour.id);
  });

  it("every tour's agency exists and is in the tour's destination", () => {
    for (const tour of allTours) {
      const agency = agenciesById.get(tour.agencyId);
      expect(agency, tour.id).toBeDefined();
      expect(agency?.destinations, tour.id).toContain(tour.destination);
    }
  });

  it("itineraries list every day from 1 to durationDays, in order", () => {
    for (const tour of allTours) {
      expect(tour.durationDays, tour.id).toBeGreaterThanOrEqual(6);
      expect(tour.durationDays, tour.id).toBeLessThanOrEqual(15);
      const days = tour.itinerary.map((d) => d.day);
      expect(days, tour.id).toEqual(Array.from({ length: tour.durationDays }, (_, i) => i + 1));
    }
  });

  it("refund tiers are sorted by daysBefore descending and end at 0", () => {
    for (const tour of allTours) {
      const tiers = tour.refundTiers;
      expect(tiers.length, tour.id).toBeGreaterThanOrEqual(2);
      expect(tiers.at(-1)?.daysBefore, tour.id).toBe(0);
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i]?.daysBefore, tour.id).toBeLessThan(tiers[i - 1]?.daysBefore ?? 0);
        expect(tiers[i]?.refundPercent, tour.id).toBeLessThanOrEqual(tiers[i - 1]?.refundPercent ?? 0);
      }
    }
  });

  it("group sizes and minimum ages are plausible", () => {
    for (const tour of allTours) {
      expect(tour.groupSize.min, tour.id).toBeGreaterThanOrEqual(2);
      expect(tour.groupSize.min, tour.id).toBeLessThan(tour.groupSize.max);
      expect([0, 6, 12, 16, 18], tour.id).toContain(tour.minimumAge);
    }
    for (const tour of demoGroupTours) {
      expect(tour.groupSize.min, tour.id).toBeLessThanOrEqual(6);
      expect(tour.groupSize.max, tour.id).toBeGreaterThanOrEqual(8);
      expect(tour.groupSize.max, tour.id).toBeLessThanOrEqual(16);
    }
  });

  it("prices are distinct, within range, and a single room costs 15 to 30 % more", () => {
    const prices = [
      ...demoGroupTours.flatMap((t) => [t.price.shared, t.price.single]),
      ...demoSpecialTours.map((t) => t.pricePerPerson),
    ];
    expect(duplicates(prices)).toEqual([]);
    for (const tour of demoGroupTours) {
      expect(tour.price.shared, tour.id).toBeGreaterThanOrEqual(189000);
      expect(tour.price.shared, tour.id).toBeLessThanOrEqual(690000);
      expect(tour.price.single / tour.price.shared, tour.id).toBeGreaterThanOrEqual(1.15);
      expect(tour.price.single / tour.price.shared, tour.id).toBeLessThanOrEqual(1.3);
    }
  });

  it("departures are valid and every tour has places left, some only a few", () => {
    for (const tour of demoGroupTours) {
      expect(tour.departures.length, tour.id).toBeGreaterThanOrEqual(4);
      expect(tour.departures.length, tour.id).toBeLessThanOrEqual(6);
      for (const d of tour.departures) {
        expect(d.monthOffset, tour.id).toBeGreaterThanOrEqual(1);
        expect(d.monthOffset, tour.id).toBeLessThanOrEqual(12);
        expect(d.day, tour.id).toBeGreaterThanOrEqual(1);
        expect(d.day, tour.id).toBeLessThanOrEqual(28);
        expect(d.capacity, tour.id).toBe(tour.groupSize.max);
        expect(d.placesLeft, tour.id).toBeGreaterThanOrEqual(0);
        expect(d.placesLeft, tour.id).toBeLessThanOrEqual(d.capacity);
      }
      expect(
        tour.departures.some((d) => d.placesLeft > 0),
        tour.id,
      ).toBe(true);
      expect(
        tour.departures.some((d) => d.placesLeft >= 1 && d.placesLeft <= 3),
        tour.id,
      ).toBe(true);
      const starts = tour.departures.map((d) => d.monthOffset * 100 + d.day);
      expect(duplicates(starts), tour.id).toEqual([]);
    }
  });

  it("fully booked departures: exactly one in each Kenya tour and in one Morocco tour, none elsewhere", () => {
    const fullyBooked = demoGroupTours.map((t) => ({
      id: t.id,
      destination: t.destination,
      full: t.departures.filter((d) => d.placesLeft === 0).length,
    }));
    for (const t of fullyBooked.filter((t) => t.destination === "kenya")) expect(t.full, t.id).toBe(1);
    const morocco = fullyBooked.filter((t) => t.destination === "morocco");
    expect(morocco.filter((t) => t.full === 1)).toHaveLength(1);
    expect(morocco.filter((t) => t.full === 0)).toHaveLength(morocco.length - 1);
    for (const t of fullyBooked.filter((t) => t.destination !== "kenya" && t.destination !== "morocco")) {
      expect(t.full, t.id).toBe(0);
    }
  });

  it("the destinations without group tours are exactly Benin, Cape Verde, Côte d'Ivoire and the DR Congo", () => {
    const withTours = new Set(demoGroupTours.map((t) => t.destination));
    expect(destinationSlugs.filter((slug) => !withTours.has(slug))).toEqual([
      "benin",
      "cape-verde",
      "cote-d-ivoire",
      "democratic-republic-of-the-congo",
    ]);
  });

  it("guides speak a mix of languages", () => {
    const count = (lang: string) => demoGroupTours.filter((t) => t.language === lang).length;
    expect(count("de")).toBeGreaterThanOrEqual(2);
    expect(count("fr")).toBeGreaterThanOrEqual(2);
    expect(count("en")).toBeGreaterThan(count("de"));
    expect(count("en")).toBeGreaterThan(count("fr"));
  });

  it("titles are distinct in every language and sort differently in English and German", () => {
    for (const locale of ["en", "de", "fr"] as const) {
      expect(duplicates(allTours.map((t) => t.title[locale])), locale).toEqual([]);
    }
    const order = (locale: "en" | "de") =>
      [...demoGroupTours]
        .sort((a, b) => a.title[locale].localeCompare(b.title[locale], locale))
        .map((t) => t.id);
    expect(order("de")).not.toEqual(order("en"));
  });

  it("reviews parse with the shared schema and name existing tours", () => {
    expect(duplicates(demoReviews.map((r) => r.id))).toEqual([]);
    for (const review of demoReviews) {
      const tour = toursById.get(review.tourId);
      expect(tour, review.id).toBeDefined();
      if (!tour) continue;
      const agency = agenciesById.get(tour.agencyId);
      const full = {
        ...review,
        tourKind: demoSpecialTours.some((t) => t.id === tour.id) ? ("special" as const) : ("group" as const),
        tourTitle: tour.title,
        agencyId: tour.agencyId,
        agencyName: agency?.name ?? "",
        destination: tour.destination,
      };
      expect(ReviewSchema.parse(full)).toEqual(full);
      expect(review.rating, review.id).toBeGreaterThanOrEqual(3);
      expect(review.text.trim(), review.id).not.toBe("");
    }
  });

  it("reviews are written after the trip and before the demo's cut-off", () => {
    for (const review of demoReviews) {
      expect(review.travelledIn >= "2025-01" && review.travelledIn < "2026-11", review.id).toBe(true);
      expect(review.createdAt.endsWith("Z"), review.id).toBe(true);
      const created = Date.parse(review.createdAt);
      expect(created, review.id).toBeGreaterThan(Date.parse(`${review.travelledIn}-01T00:00:00Z`));
      expect(created, review.id).toBeLessThan(Date.parse("2026-11-20T00:00:00Z"));
    }
  });

  it("one review contains HTML-like characters, so pages must render reviews as text", () => {
    expect(demoReviews.some((r) => /<b>.*<\/b>/.test(r.text) && r.text.includes("&"))).toBe(true);
  });

  it("every localized text has non-empty English, German and French", () => {
    const texts = [
      ...demoAgencies.flatMap((a) => localizedTexts(a, a.id)),
      ...allTours.flatMap((t) => localizedTexts(t, t.id)),
    ];
    // city and about; title, summary, image alt, inclusions, exclusions, and a title and description per day
    const expected =
      2 * demoAgencies.length +
      allTours.reduce(
        (n, t) => n + 3 + t.inclusions.length + t.exclusions.length + 2 * t.itinerary.length,
        0,
      );
    expect(texts).toHaveLength(expected);
    for (const [path, text] of texts) {
      for (const locale of ["en", "de", "fr"] as const)
        expect(text[locale].trim(), `${path}.${locale}`).not.toBe("");
    }
  });

  it("French texts keep their signs on the line: no plain space before : ; ! ? % » or after «", () => {
    const french = [
      ...demoAgencies.flatMap((a) => localizedTexts(a, a.id)),
      ...allTours.flatMap((t) => localizedTexts(t, t.id)),
    ].flatMap(([, text]) => frenchTypographyFaults(text.fr));
    expect(french).toEqual([]);
  });
});
