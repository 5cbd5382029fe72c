import { depositPercent as sharedDepositPercent, holdMinutes as sharedHoldMinutes } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { depositPercent, holdMinutes } from "./facts";

describe("the FAQ's numbers", () => {
  it("are the product's own", () => {
    expect(holdMinutes).toBe(sharedHoldMinutes);
    expect(depositPercent).toBe(sharedDepositPercent);
  });
});
