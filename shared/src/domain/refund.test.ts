import { describe, expect, it } from "vitest";
import { daysBeforeTrip, refundKind, refundTierAt } from "./refund.js";

const tiers = [
  { daysBefore: 30, refundPercent: 50 },
  { daysBefore: 60, refundPercent: 100 },
  { daysBefore: 0, refundPercent: 0 },
];

describe("daysBeforeTrip", () => {
  it("counts calendar days to the trip's first day", () => {
    expect(daysBeforeTrip("2027-03-01", "2027-03-29")).toBe(28);
    expect(daysBeforeTrip("2027-03-01", "2027-03-01")).toBe(0);
    expect(daysBeforeTrip("2027-03-02", "2027-03-01")).toBe(-1);
    // Across a change to summer time and a year's end, still whole days.
    expect(daysBeforeTrip("2027-03-20", "2027-04-05")).toBe(16);
    expect(daysBeforeTrip("2026-12-31", "2027-01-01")).toBe(1);
  });
});

describe("refundTierAt", () => {
  it("answers the tier a cancellation that many days before the trip falls in, as the tiles say them", () => {
    expect(refundTierAt(tiers, 90)).toEqual({ tier: { daysBefore: 60, refundPercent: 100 }, from: 60 });
    expect(refundTierAt(tiers, 60).tier.refundPercent).toBe(100);
    expect(refundTierAt(tiers, 59)).toEqual({
      tier: { daysBefore: 30, refundPercent: 50 },
      from: 30,
      to: 59,
    });
    expect(refundTierAt(tiers, 30).tier.refundPercent).toBe(50);
    expect(refundTierAt(tiers, 28)).toEqual({ tier: { daysBefore: 0, refundPercent: 0 }, from: 0, to: 29 });
    expect(refundKind(refundTierAt(tiers, 1).tier)).toBe("none");
  });

  it("refunds nothing closer to the trip than any tier reaches", () => {
    const noLastTier = [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 14, refundPercent: 25 },
    ];
    expect(refundTierAt(noLastTier, 20).tier.refundPercent).toBe(25);
    expect(refundTierAt(noLastTier, 13)).toEqual({
      tier: { daysBefore: 0, refundPercent: 0 },
      from: 0,
      to: 13,
    });
    expect(refundTierAt([], 5)).toEqual({ tier: { daysBefore: 0, refundPercent: 0 }, from: 0 });
  });

  it("applies a single any-time tier whenever the trip is", () => {
    expect(refundTierAt([{ daysBefore: 0, refundPercent: 80 }], 0)).toEqual({
      tier: { daysBefore: 0, refundPercent: 80 },
      from: 0,
    });
  });
});
