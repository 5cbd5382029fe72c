import { describe, expect, it } from "vitest";
import { OfferInputSchema, TripRequestInputSchema } from "./trip-request-schema.js";

const valid = {
  destination: "kenya",
  date: { kind: "exact", departure: "2027-03-01", return: "2027-03-03" },
  travellers: { groupType: "family", adults: 2, children: [{ age: 7 }] },
  accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
  experiences: ["nature-and-wildlife", "local-cuisine"],
  budgetPerTravellerChf: 100_000,
  tripReason: "vacation",
  locale: "fr",
};

function fields(value: unknown) {
  const result = TripRequestInputSchema.safeParse(value);
  const out: Record<string, string> = {};
  if (!result.success) for (const i of result.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

describe("tailored trip request rules", () => {
  it("accept a complete request, with exact or approximate dates", () => {
    expect(fields(valid)).toEqual({});
    expect(fields({ ...valid, date: { kind: "approximate", month: "2027-07", weeks: 2 } })).toEqual({});
  });

  it("want at least 3 days, counted from departure to return", () => {
    expect(
      fields({ ...valid, date: { kind: "exact", departure: "2027-03-01", return: "2027-03-02" } }),
    ).toEqual({
      "date.return": "minimumTripDays",
    });
    expect(fields({ ...valid, date: { kind: "exact", departure: "", return: "" } })).toMatchObject({
      "date.departure": "required",
      "date.return": "required",
    });
  });

  it("want a month and one duration for approximate dates", () => {
    expect(fields({ ...valid, date: { kind: "approximate", month: "", weeks: 5 } })).toEqual({
      "date.month": "monthRequired",
      "date.weeks": "durationRequired",
    });
  });

  it("want each choice of the wizard made", () => {
    expect(
      fields({
        ...valid,
        travellers: { groupType: "", adults: 2, children: [{}] },
        accommodation: { mealPlan: "", singleRooms: 0 },
        experiences: [],
        tripReason: undefined,
      }),
    ).toEqual({
      "travellers.groupType": "required",
      "travellers.children.0.age": "required",
      "accommodation.hotelClass": "required",
      "accommodation.mealPlan": "required",
      experiences: "required",
      tripReason: "required",
    });
  });

  it("want a budget of at least CHF 1,000 per traveller", () => {
    expect(fields({ ...valid, budgetPerTravellerChf: 99_999 })).toEqual({
      budgetPerTravellerChf: "budgetTooLow",
    });
  });

  it("check an offer's plan, price and validity", () => {
    const offer = OfferInputSchema.safeParse({
      title: "",
      days: [],
      pricePerTravellerChf: 0,
      inclusions: [],
      exclusions: [],
      validUntil: "",
    });
    expect(offer.success).toBe(false);
  });
});
