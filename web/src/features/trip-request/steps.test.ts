import { describe, expect, it } from "vitest";
import type { TripRequestDraft } from "./draft";
import { nextStep, previousStep, submission } from "./steps";

const complete: TripRequestDraft = {
  date: { kind: "approximate", month: "2027-03", weeks: 2 },
  travellers: { groupType: "family", adults: 2, children: [{ age: 7 }] },
  accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
  experiences: ["nature-and-wildlife", "local-cuisine"],
  budget: { amount: 3000, currency: "CHF", chf: 300_000 },
  tripReason: "vacation",
  contact: { notes: "  Vegetarian meals, please. " },
  updatedAt: 1,
};

describe("wizard steps", () => {
  it("skips create-account for signed-in users, both ways", () => {
    expect(nextStep("contact", true)).toBe("summary");
    expect(nextStep("contact", false)).toBe("create-account");
    expect(previousStep("summary", true)).toBe("contact");
    expect(previousStep("summary", false)).toBe("create-account");
    expect(previousStep("date", false)).toBeUndefined();
  });

  it("builds the request the API takes, notes trimmed and left out when empty", () => {
    expect(submission("kenya", complete, "fr")).toEqual({
      destination: "kenya",
      date: complete.date,
      travellers: complete.travellers,
      accommodation: complete.accommodation,
      experiences: complete.experiences,
      budgetPerTravellerChf: 300_000,
      tripReason: "vacation",
      notes: "Vegetarian meals, please.",
      locale: "fr",
    });
    expect(submission("kenya", { ...complete, contact: { notes: " " } }, "en")).not.toHaveProperty("notes");
    expect(submission("kenya", { ...complete, tripReason: undefined }, "en")).toBeUndefined();
  });
});
