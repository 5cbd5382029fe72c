import { describe, expect, it } from "vitest";
import { addDays, lastOfferDay, returnDate, tripDateAhead, tripStartDate } from "./trip-dates.js";

describe("trip dates", () => {
  it("computes the return date of a special tour from its departure and fixed duration", () => {
    expect(returnDate("2027-03-10", 8)).toBe("2027-03-17");
    expect(returnDate("2027-02-25", 5)).toBe("2027-03-01");
    expect(returnDate("2028-02-27", 3)).toBe("2028-02-29");
    expect(returnDate("2027-12-30", 4)).toBe("2028-01-02");
    expect(returnDate("2027-03-10", 1)).toBe("2027-03-10");
  });
  it("adds days across a daylight-saving change without shifting", () => {
    expect(addDays("2027-03-27", 2)).toBe("2027-03-29");
  });
});

describe("lastOfferDay", () => {
  it("is the day before the trip starts, or before its month for an approximate date", () => {
    expect(lastOfferDay({ kind: "exact", departure: "2027-03-01" })).toBe("2027-02-28");
    expect(lastOfferDay({ kind: "approximate", month: "2027-01" })).toBe("2026-12-31");
    expect(tripStartDate({ kind: "approximate", month: "2027-01" })).toBe("2027-01-01");
  });
});

describe("tripDateAhead", () => {
  it("takes an exact departure from tomorrow on: an offer for today's could be valid no day", () => {
    expect(tripDateAhead({ kind: "exact", departure: "2026-11-25" }, "2026-11-24")).toBe(true);
    expect(tripDateAhead({ kind: "exact", departure: "2026-11-24" }, "2026-11-24")).toBe(false);
  });

  it("takes a month only before it has begun", () => {
    expect(tripDateAhead({ kind: "approximate", month: "2026-12" }, "2026-11-30")).toBe(true);
    expect(tripDateAhead({ kind: "approximate", month: "2026-11" }, "2026-11-01")).toBe(false);
    expect(tripDateAhead({ kind: "approximate", month: "2026-10" }, "2026-11-24")).toBe(false);
  });
});
