import type { AgencyTour } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { draftSchema, missingOf, seriesDates } from "./draft";
import { emptyTexts, formValuesOf } from "./form-values";

const tour: AgencyTour = {
  id: "kenya-ab12",
  kind: "group",
  destination: "kenya",
  draft: { kind: "group", destination: "kenya", durationDays: 3 },
  version: 4,
  state: "draft",
  updatedAt: "2026-11-01T10:00:00.000Z",
  departures: [
    {
      startDate: "2027-04-10",
      endDate: "2027-04-12",
      capacity: 12,
      placesLeft: 12,
      taken: 0,
      confirmedTravellers: 0,
      salesOpen: true,
      deletable: true,
    },
  ],
  missing: [],
};

const schema = draftSchema(tour);

describe("the editor's schema", () => {
  it("turns typed values into the contract's draft: francs to Rappen, blanks left out", () => {
    const values = formValuesOf({});
    values.title = { en: " Gorillas ", de: "", fr: "" };
    values.price = { shared: "4'200.50", single: "" };
    values.groupSize = { min: "2", max: "" };
    values.inclusions = [emptyTexts(), { en: "Park fees", de: "Parkgebühren", fr: "" }];
    const result = schema.safeParse(values);
    expect(result.success && result.data).toEqual({
      kind: "group",
      destination: "kenya",
      title: { en: "Gorillas" },
      itinerary: [{}],
      inclusions: [{ en: "Park fees", de: "Parkgebühren" }],
      groupSize: { min: 2 },
      price: { shared: 420050 },
    });
  });

  it("refuses at the field's own path with a message key: a third decimal, a word for a number, a day too long", () => {
    const values = formValuesOf({});
    values.price.single = "4200.505";
    values.durationDays = "five";
    values.minimumAge = "120";
    values.itinerary = [{ title: { ...emptyTexts(), fr: "x".repeat(201) }, description: emptyTexts() }];
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(issues).toMatchObject({
      "price.single": "decimals",
      durationDays: "wholeNumber",
    });
    // The contract's own bounds come after the form's: an age of 120, a title over 200 characters.
    const bounded = schema.safeParse({ ...formValuesOf({}), minimumAge: "120" });
    expect(bounded.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["minimumAge", "invalid"],
    ]);
  });

  it("reads a saved draft back into the same values", () => {
    const draft = {
      kind: "group" as const,
      destination: "kenya" as const,
      title: { en: "Gorillas", de: "Gorillas", fr: "Gorilles" },
      itinerary: [{ title: { en: "Arrival" }, description: { en: "Nairobi" } }],
      price: { shared: 420050, single: 500000 },
      refundTiers: [{ daysBefore: 30, refundPercent: 50 }],
      durationDays: 1,
      language: "de" as const,
    };
    const result = schema.safeParse(formValuesOf(draft));
    expect(result.success && result.data).toEqual(draft);
  });
});

describe("missingOf", () => {
  it("lists the form's gaps per language and counts a future departure on sale", () => {
    const gaps = missingOf(tour, { kind: "group", destination: "kenya", title: { en: "Gorillas" } });
    expect(gaps).toContainEqual({ path: "title", locale: "de", reason: "required" });
    expect(gaps.find((gap) => gap.path === "departures")).toBeUndefined();
    const closed = { ...tour, departures: tour.departures.map((d) => ({ ...d, salesOpen: false })) };
    expect(missingOf(closed, closed.draft)).toContainEqual({ path: "departures", reason: "departureOnSale" });
  });

  it("asks for a cover photo, processed, unless the live page keeps a demo picture", () => {
    const photoId = "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0001";
    const cover = (gaps: { path: string }[]) => gaps.filter((gap) => gap.path === "coverPhotoId");
    expect(cover(missingOf(tour, tour.draft))).toEqual([{ path: "coverPhotoId", reason: "required" }]);
    expect(cover(missingOf({ ...tour, keepsImage: true }, tour.draft))).toEqual([]);
    const withCover = { ...tour.draft, photos: [{ photoId }], coverPhotoId: photoId };
    expect(cover(missingOf(tour, withCover, undefined, []))).toEqual([
      { path: "coverPhotoId", reason: "coverNotReady" },
    ]);
    expect(cover(missingOf(tour, withCover, undefined, [photoId]))).toEqual([]);
  });

  it("falls back to the server's list while the form does not parse, and adds a refusal's own", () => {
    const saved = {
      ...tour,
      missing: [{ path: "summary", locale: "fr" as const, reason: "required" as const }],
    };
    expect(missingOf(saved, undefined, [{ path: "departures", reason: "departureOnSale" }])).toEqual([
      { path: "summary", locale: "fr", reason: "required" },
      { path: "departures", reason: "departureOnSale" },
    ]);
  });
});

describe("seriesDates", () => {
  it("previews the server's expansion less the dates the tour has", () => {
    const series = { from: "2027-04-01", until: "2027-04-30", weekday: 6, everyWeeks: 1 };
    expect(seriesDates(tour, series, "2027-01-01")).toEqual({
      ok: true,
      dates: ["2027-04-03", "2027-04-17", "2027-04-24"],
      skipped: ["2027-04-10"],
    });
  });

  it("needs the duration, which sets each return date", () => {
    const series = { from: "2027-04-01", until: "2027-04-30", weekday: 6, everyWeeks: 1 };
    expect(seriesDates({ ...tour, draft: {} }, series, "2027-01-01")).toEqual({
      ok: false,
      reason: "durationRequired",
    });
  });
});
