import { describe, expect, it } from "vitest";
import { completeDraft as complete } from "./draft-fixtures";
import { allowedStep, firstIncompleteStep } from "./progress";
import { wizardSteps } from "./steps";

describe("wizard progress", () => {
  it("starts at the date", () => {
    expect(firstIncompleteStep({ updatedAt: 0 }, false)).toBe("date");
  });

  it("sends every step to the first one when nothing is answered (the guard's shortcut without a draft)", () => {
    for (const signedIn of [false, true]) {
      for (const step of wizardSteps)
        expect(allowedStep(step, { updatedAt: 0 }, signedIn)).toBe(wizardSteps[0]);
    }
  });

  it("sends a step opened ahead of time to the first one still to answer", () => {
    const { accommodation: _, ...withoutAccommodation } = complete;
    expect(allowedStep("summary", withoutAccommodation, false)).toBe("accommodations");
    expect(allowedStep("travellers", withoutAccommodation, false)).toBe("travellers");
  });

  it("asks the rooms again when the travellers were lowered below the single rooms", () => {
    // 2 adults and 1 child chose three single rooms, then the child was taken off the trip.
    const rooms = {
      ...complete,
      accommodation: { hotelClass: 4, mealPlan: "half-board" as const, singleRooms: 3 },
    };
    expect(firstIncompleteStep(rooms, true)).toBe("summary");
    const fewer = { ...rooms, travellers: { groupType: "couple" as const, adults: 2, children: [] } };
    expect(firstIncompleteStep(fewer, true)).toBe("accommodations");
    expect(allowedStep("summary", fewer, true)).toBe("accommodations");
    expect(allowedStep("budget", fewer, true)).toBe("accommodations");
    expect(allowedStep("travellers", fewer, true)).toBe("travellers");
  });

  it("asks the date again when a kept draft's month or departure has begun", () => {
    const today = new Date().toISOString().slice(0, 10);
    const thisMonth = {
      ...complete,
      date: { kind: "approximate" as const, month: today.slice(0, 7), weeks: 2 as const },
    };
    expect(firstIncompleteStep(thisMonth, true)).toBe("date");
    const past = {
      ...complete,
      date: { kind: "exact" as const, departure: "2020-01-01", return: "2020-01-10" },
    };
    expect(firstIncompleteStep(past, true)).toBe("date");
  });

  it("asks a budget below the minimum again", () => {
    const low = { ...complete, budget: { amount: 900, currency: "CHF" as const, chf: 90_000 } };
    expect(firstIncompleteStep(low, true)).toBe("budget");
  });

  it("asks signed-out users to create an account, and lets signed-in users skip it", () => {
    expect(firstIncompleteStep(complete, false)).toBe("create-account");
    expect(firstIncompleteStep(complete, true)).toBe("summary");
    expect(allowedStep("create-account", complete, true)).toBe("summary");
  });
});
