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
