import { describe, expect, it } from "vitest";
import {
  amountOfPart,
  balanceDueChf,
  depositChf,
  offerTotalChf,
  offerValidOn,
  tripRequestIsOpen,
} from "./trip-payment.js";

describe("paying for an accepted offer", () => {
  it("prices the whole group from the offer's per-traveller price", () => {
    const request = {
      travellers: { adults: 2, children: [{ age: 9 }] },
      offer: { pricePerTravellerChf: 250_000 },
    };
    expect(offerTotalChf(request)).toBe(750_000);
    expect(offerTotalChf({ travellers: { adults: 2, children: [] } })).toBe(0);
  });

  it("splits a total into a 30 % deposit and a balance that add up to it, to the Rappen", () => {
    expect(depositChf(100_000)).toBe(30_000);
    expect(depositChf(333_335)).toBe(100_001); // 100000.5 rounds up
    for (const total of [1, 99, 100_001, 333_335, 987_654]) {
      expect(amountOfPart(total, "deposit") + amountOfPart(total, "balance")).toBe(total);
      expect(amountOfPart(total, "full")).toBe(total);
    }
  });

  it("accepts an offer up to its last valid day", () => {
    expect(offerValidOn({ validUntil: "2026-05-10" }, "2026-05-10")).toBe(true);
    expect(offerValidOn({ validUntil: "2026-05-10" }, "2026-05-11")).toBe(false);
  });

  it("owes nothing once paid in full", () => {
    expect(balanceDueChf({ totalChf: 100, paidChf: 30 })).toBe(70);
    expect(balanceDueChf({ totalChf: 100, paidChf: 100 })).toBe(0);
    expect(balanceDueChf(undefined)).toBe(0);
  });
});

describe("tripRequestIsOpen", () => {
  it("is open while a request waits, while its offer holds and once booked; closed after", () => {
    const today = "2026-05-10";
    expect(tripRequestIsOpen({ status: "in-progress" }, today)).toBe(true);
    expect(tripRequestIsOpen({ status: "booked" }, today)).toBe(true);
    expect(tripRequestIsOpen({ status: "offer-available", offer: { validUntil: today } }, today)).toBe(true);
    expect(tripRequestIsOpen({ status: "offer-available", offer: { validUntil: "2026-05-09" } }, today)).toBe(
      false,
    );
    expect(tripRequestIsOpen({ status: "expired" }, today)).toBe(false);
    expect(tripRequestIsOpen({ status: "cancelled" }, today)).toBe(false);
  });
});
