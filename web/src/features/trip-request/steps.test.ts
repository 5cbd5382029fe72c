import { describe, expect, it } from "vitest";
import { completeDraft as complete } from "./draft-fixtures";
import { nextStep, previousStep, submission } from "./steps";

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

  it("builds no request whose single rooms outnumber its travellers", () => {
    const rooms = (singleRooms: number) => ({
      ...complete,
      accommodation: { hotelClass: 4, mealPlan: "half-board" as const, singleRooms },
    });
    // The fixture's family is 2 adults and 1 child.
    expect(submission("kenya", rooms(3), "en")).toBeDefined();
    expect(submission("kenya", rooms(4), "en")).toBeUndefined();
  });
});
