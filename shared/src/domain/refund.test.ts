import { describe, expect, it } from "vitest";
import { destinationTimeZones } from "./destinations-data.js";
import { cancellationQuote, dayIn, daysBeforeTrip, refundKind, refundTierAt } from "./refund.js";

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

describe("the refund for cancelling on a given day", () => {
  const booking = {
    startDate: "2027-06-15",
    totalChf: 459_001,
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
  };

  it.each([
    ["2027-04-16", 60, 100, 459_001],
    ["2027-04-17", 59, 50, 229_500],
    ["2027-05-01", 45, 50, 229_500],
    ["2027-05-16", 30, 50, 229_500],
    ["2027-05-17", 29, 0, 0],
    ["2027-06-15", 0, 0, 0],
  ])("on %s (%i days before) gives %i %% back, rounded down to the Rappen", (today, days, percent, chf) => {
    expect(cancellationQuote(booking, today)).toEqual({
      daysBefore: days,
      refundPercent: percent,
      refundChf: chf,
    });
  });

  it("gives nothing once the trip has started", () => {
    expect(cancellationQuote(booking, "2027-06-16")).toBeUndefined();
  });

  it("counts the day at the destination, not the traveller's or the server's", () => {
    // 22:30 UTC on the 16 April: still the 16th in Cape Verde (UTC-1), already the 17th in Nairobi (UTC+3).
    const instant = new Date("2027-04-16T22:30:00Z");
    expect(dayIn(destinationTimeZones["cape-verde"], instant)).toBe("2027-04-16");
    expect(dayIn(destinationTimeZones.kenya, instant)).toBe("2027-04-17");
    expect(
      cancellationQuote(booking, dayIn(destinationTimeZones["cape-verde"], instant))?.refundPercent,
    ).toBe(100);
    expect(cancellationQuote(booking, dayIn(destinationTimeZones.kenya, instant))?.refundPercent).toBe(50);
  });

  it("knows a valid time zone for every destination", () => {
    for (const zone of Object.values(destinationTimeZones))
      expect(() => dayIn(zone, new Date())).not.toThrow();
    expect(Object.keys(destinationTimeZones)).toHaveLength(12);
  });
});
