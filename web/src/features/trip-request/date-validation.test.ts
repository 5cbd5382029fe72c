import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DateForm } from "./date-form";
import { validateDate } from "./date-validation";

const empty: DateForm = { kind: "exact", departure: "", return: "", month: "", weeks: "" };
const exact = (departure: string, ret: string): DateForm => ({ ...empty, departure, return: ret });
const approximate = (month: string, weeks: string): DateForm => ({
  ...empty,
  kind: "approximate",
  month,
  weeks,
});

describe("the date step's validation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-04-10T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("asks for both exact dates, with the keys the step words as the spec's messages", () => {
    expect(validateDate(empty)).toEqual({ ok: false, errors: { departure: "required", return: "required" } });
    expect(validateDate(exact("2030-05-01", ""))).toEqual({ ok: false, errors: { return: "required" } });
  });

  it("wants at least 3 days, a return after the departure and a departure from tomorrow on", () => {
    expect(validateDate(exact("2030-05-01", "2030-05-02"))).toEqual({
      ok: false,
      errors: { return: "minimumTripDays" },
    });
    expect(validateDate(exact("2030-05-03", "2030-05-01"))).toEqual({
      ok: false,
      errors: { return: "returnBeforeDeparture" },
    });
    expect(validateDate(exact("2030-04-10", "2030-04-20"))).toEqual({
      ok: false,
      errors: { departure: "pastDate" },
    });
    expect(validateDate(exact("2030-04-11", "2030-04-13"))).toEqual({
      ok: true,
      value: { kind: "exact", departure: "2030-04-11", return: "2030-04-13" },
    });
  });

  it("asks for a month and a duration of approximate dates, and gives the duration as a number", () => {
    expect(validateDate(approximate("", ""))).toEqual({
      ok: false,
      errors: { month: "monthRequired", weeks: "durationRequired" },
    });
    expect(validateDate(approximate("2030-06", "5"))).toEqual({
      ok: false,
      errors: { weeks: "durationRequired" },
    });
    expect(validateDate(approximate("2030-06", "3"))).toEqual({
      ok: true,
      value: { kind: "approximate", month: "2030-06", weeks: 3 },
    });
  });

  it("judges only the chosen kind's fields: the other kind's keep their values unjudged", () => {
    expect(validateDate({ ...approximate("2030-06", "1"), departure: "nonsense" })).toEqual({
      ok: true,
      value: { kind: "approximate", month: "2030-06", weeks: 1 },
    });
  });
});
