import { describe, expect, it } from "vitest";
import { expandSeries, isoWeekday, maxSeriesDates } from "./departure-series.js";

const starts = (result: ReturnType<typeof expandSeries>) =>
  result.ok ? result.departures.map((d) => d.startDate) : result.reason;

describe("expandSeries", () => {
  it("gives every second Saturday from April to October, across the change to and from summer time", () => {
    // Europe leaves winter time on 28 March 2027 and returns on 31 October 2027: no date shifts.
    const result = expandSeries(
      { from: "2027-03-20", until: "2027-11-06", weekday: 6, everyWeeks: 2 },
      8,
      "2027-01-10",
    );
    expect(starts(result)).toEqual([
      "2027-03-20",
      "2027-04-03",
      "2027-04-17",
      "2027-05-01",
      "2027-05-15",
      "2027-05-29",
      "2027-06-12",
      "2027-06-26",
      "2027-07-10",
      "2027-07-24",
      "2027-08-07",
      "2027-08-21",
      "2027-09-04",
      "2027-09-18",
      "2027-10-02",
      "2027-10-16",
      "2027-10-30",
    ]);
    if (!result.ok) throw new Error("expected dates");
    expect(result.departures.every((d) => isoWeekday(d.startDate) === 6)).toBe(true);
    expect(result.departures[0]).toEqual({ startDate: "2027-03-20", endDate: "2027-03-27" });
    expect(result.departures.at(-1)).toEqual({ startDate: "2027-10-30", endDate: "2027-11-06" });
  });

  it("gives the same dates whatever the machine's time zone, summer time or not", () => {
    const series = { from: "2027-03-01", until: "2027-11-30", weekday: 7, everyWeeks: 1 } as const;
    const zone = process.env.TZ;
    const dates = ["UTC", "Europe/Zurich", "America/Sao_Paulo", "Pacific/Auckland"].map((tz) => {
      process.env.TZ = tz;
      return starts(expandSeries(series, 3, "2027-01-01"));
    });
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    for (const other of dates.slice(1)) expect(other).toEqual(dates[0]);
    // Both Sundays around Europe's change back to winter time (31 October 2027) are there.
    expect(dates[0]).toEqual(expect.arrayContaining(["2027-10-24", "2027-10-31", "2027-11-07"]));
  });

  it("starts on the first weekday on or after `from` and keeps `until` when it is one", () => {
    expect(
      starts(
        expandSeries({ from: "2027-04-01", until: "2027-04-24", weekday: 6, everyWeeks: 1 }, 3, "2027-01-01"),
      ),
    ).toEqual(["2027-04-03", "2027-04-10", "2027-04-17", "2027-04-24"]);
  });

  it("leaves out today and the past, keeping the rhythm of the series", () => {
    expect(
      starts(
        expandSeries({ from: "2026-01-03", until: "2027-04-30", weekday: 6, everyWeeks: 2 }, 3, "2027-03-27"),
      ),
    ).toEqual(["2027-04-10", "2027-04-24"]);
  });

  it("refuses a series that ends before it starts, one with no date ahead, and one of more than 104 dates", () => {
    expect(
      starts(
        expandSeries({ from: "2027-05-01", until: "2027-04-01", weekday: 1, everyWeeks: 1 }, 3, "2027-01-01"),
      ),
    ).toBe("untilBeforeFrom");
    expect(
      starts(
        expandSeries({ from: "2026-05-01", until: "2026-06-01", weekday: 1, everyWeeks: 1 }, 3, "2027-01-01"),
      ),
    ).toBe("noDates");
    const week = (weeks: number) =>
      expandSeries(
        { from: "2027-01-04", until: "2030-12-31", weekday: 1, everyWeeks: weeks },
        3,
        "2027-01-01",
      );
    expect(starts(week(1))).toBe("tooManyDates");
    const twoYears = expandSeries(
      { from: "2027-01-04", until: "2028-12-25", weekday: 1, everyWeeks: 1 },
      3,
      "2027-01-01",
    );
    expect(twoYears.ok && twoYears.departures.length).toBe(maxSeriesDates);
  });
});
