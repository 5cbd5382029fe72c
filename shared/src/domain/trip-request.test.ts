import { describe, expect, it } from "vitest";
import { singleRoomsFit, travellerHeadcount } from "./trip-request.js";
import {
  accommodationSchemaFor,
  OfferInputSchema,
  TripRequestInputSchema,
  TripRequestSchema,
} from "./trip-request-schema.js";

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

  it("say a return before the departure is that, not a trip too short", () => {
    expect(
      fields({ ...valid, date: { kind: "exact", departure: "2027-05-10", return: "2027-05-05" } }),
    ).toEqual({ "date.return": "returnBeforeDeparture" });
  });

  it("want a solo trip to be one adult, and a couple two adults", () => {
    const travellers = (groupType: string, adults: number, children: number) => ({
      ...valid,
      travellers: { groupType, adults, children: Array.from({ length: children }, () => ({ age: 5 })) },
    });
    expect(fields(travellers("solo", 1, 0))).toEqual({});
    expect(fields(travellers("solo", 3, 0))).toEqual({ "travellers.adults": "soloIsOneAdult" });
    expect(fields(travellers("solo", 1, 1))).toEqual({ "travellers.adults": "soloIsOneAdult" });
    expect(fields(travellers("couple", 2, 0))).toEqual({});
    expect(fields(travellers("couple", 3, 0))).toEqual({ "travellers.adults": "coupleIsTwoAdults" });
    expect(fields(travellers("couple", 2, 1))).toEqual({ "travellers.adults": "coupleIsTwoAdults" });
    expect(fields(travellers("friends", 3, 0))).toEqual({});
    // A request stored before the rule still reads.
    expect(TripRequestSchema.shape.travellers.safeParse(travellers("solo", 3, 0).travellers).success).toBe(
      true,
    );
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

  it("allow at most one single room per traveller, children included", () => {
    // 2 adults + 1 child: three travellers.
    expect(travellerHeadcount(valid.travellers)).toBe(3);
    expect(singleRoomsFit(3, valid.travellers)).toBe(true);
    expect(singleRoomsFit(4, valid.travellers)).toBe(false);
    const rooms = (singleRooms: number) => ({
      ...valid,
      accommodation: { ...valid.accommodation, singleRooms },
    });
    expect(fields(rooms(3))).toEqual({});
    expect(fields(rooms(4))).toEqual({ "accommodation.singleRooms": "tooManySingleRooms" });
    expect(fields(rooms(5))).toEqual({ "accommodation.singleRooms": "tooManySingleRooms" });
    expect(fields({ ...rooms(2), travellers: { groupType: "solo", adults: 1, children: [] } })).toEqual({
      "accommodation.singleRooms": "tooManySingleRooms",
    });
  });

  it("report too many single rooms beside other steps' problems, and not over a malformed count", () => {
    const wrong = { ...valid, accommodation: { ...valid.accommodation, singleRooms: 5 } };
    expect(fields({ ...wrong, budgetPerTravellerChf: 1 })).toEqual({
      budgetPerTravellerChf: "budgetTooLow",
      "accommodation.singleRooms": "tooManySingleRooms",
    });
    expect(fields({ ...wrong, travellers: { groupType: "family", adults: 0, children: [] } })).toEqual({
      "travellers.adults": "invalid",
    });
    // A count that is no whole number is the count's own problem, not the rule's.
    expect(
      fields({ ...valid, accommodation: { ...valid.accommodation, singleRooms: 4.5 } })[
        "accommodation.singleRooms"
      ],
    ).not.toBe("tooManySingleRooms");
  });

  it("check the accommodation step against the travellers given before it", () => {
    const step = accommodationSchemaFor({ adults: 2, children: [{ age: 7 }] });
    const issues = (value: unknown) =>
      step.safeParse(value).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ hotelClass: 3, mealPlan: "breakfast", singleRooms: 3 })).toBeUndefined();
    expect(issues({ hotelClass: 3, mealPlan: "breakfast", singleRooms: 4 })).toEqual([
      ["singleRooms", "tooManySingleRooms"],
    ]);
    // Every problem of the step at once, not the rooms only after the class is chosen.
    expect(issues({ mealPlan: "breakfast", singleRooms: 5 })).toEqual([
      ["hotelClass", "required"],
      ["singleRooms", "tooManySingleRooms"],
    ]);
  });

  it("read a stored request that predates the rule", () => {
    const stored = {
      ...valid,
      accommodation: { ...valid.accommodation, singleRooms: 5 },
      id: "r1",
      userId: "u1",
      travellerName: "Ana",
      travellerEmail: "ana@example.com",
      agencyId: "a1",
      status: "in-progress",
      createdAt: "2027-01-01T00:00:00.000Z",
      replyDueAt: "2027-01-04T00:00:00.000Z",
      changeRequests: [],
    };
    expect(TripRequestSchema.safeParse(stored).success).toBe(true);
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
