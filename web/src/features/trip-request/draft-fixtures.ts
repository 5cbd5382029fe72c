import type { TripRequestDraft } from "./draft";

/** A draft with every step answered, for the tests of the wizard's steps and progress. */
export const completeDraft: TripRequestDraft = {
  date: { kind: "approximate", month: "2099-03", weeks: 2 },
  travellers: { groupType: "family", adults: 2, children: [{ age: 7 }] },
  accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
  experiences: ["nature-and-wildlife", "local-cuisine"],
  budget: { amount: 3000, currency: "CHF", chf: 300_000 },
  tripReason: "vacation",
  contact: { notes: "  Vegetarian meals, please. " },
  updatedAt: 1,
};
