import { holdMinutes } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { graceMinutes } from "../../jobs/release-expired-holds/handler.js";
import { checkoutExpiry, checkoutMarginSeconds, newHold } from "./start-checkout.js";

describe("a booking's checkout expiry", () => {
  const made = new Date("2027-01-05T10:00:00.000Z");
  const hold = newHold(made, holdMinutes);

  it("ends after Stripe's 30-minute minimum even when the request reaches Stripe a minute late", () => {
    const reachedStripe = made.getTime() + 60_000;
    expect(checkoutExpiry(hold.holdExpiresAt).getTime() - reachedStripe).toBeGreaterThanOrEqual(30 * 60_000);
  });

  it("ends before the expiry job may give the places back, so a payment in the margin finds them held", () => {
    expect(checkoutMarginSeconds).toBeLessThan(graceMinutes * 60);
    expect(checkoutExpiry(hold.holdExpiresAt).toISOString()).toBe("2027-01-05T10:32:00.000Z");
  });
});
