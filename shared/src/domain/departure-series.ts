import * as z from "zod/mini";
import { addDays, returnDate } from "./trip-dates.js";

/**
 * Departures added as a series: "every second Saturday from April to October". Dates are calendar
 * days (YYYY-MM-DD) counted in UTC, never instants in a time zone, so a change to or from summer
 * time inside the series moves no date (docs/decisions/0020-tour-drafts-and-published-snapshots.md).
 */

/** At most two years of weekly departures in one request. */
export const maxSeriesDates = 104;
export const maxDepartureCapacity = 999;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WeekdaySchema = z
  .number()
  .check(z.int({ error: "invalid" }), z.gte(1, { error: "invalid" }), z.lte(7, { error: "invalid" }));

const DateSchema = z.iso.date({ error: "invalidDate" });

export const DepartureSeriesSchema = z.strictObject({
  from: DateSchema,
  until: DateSchema,
  weekday: WeekdaySchema,
  /** 1: every week, 2: every second week, … */
  everyWeeks: z
    .number()
    .check(z.int({ error: "invalid" }), z.gte(1, { error: "invalid" }), z.lte(8, { error: "invalid" })),
});
export type DepartureSeries = z.infer<typeof DepartureSeriesSchema>;

export const DepartureCapacitySchema = z
  .number()
  .check(
    z.int({ error: "invalid" }),
    z.gte(1, { error: "invalid" }),
    z.lte(maxDepartureCapacity, { error: "invalid" }),
  );

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type SeriesExpansion =
  | { ok: true; departures: { startDate: string; endDate: string }[] }
  /** `untilBeforeFrom`; `noDates` (none after today); `tooManyDates` (more than maxSeriesDates). */
  | { ok: false; reason: "untilBeforeFrom" | "noDates" | "tooManyDates" };

/**
 * The departures of a series: the first `weekday` on or after `from`, then every `everyWeeks` weeks
 * up to `until` (inclusive), leaving out any on or before `today` (a departure must lie ahead). Each
 * returns `durationDays` later as returnDate counts it. The web previews exactly this list; the
 * server adds it.
 */
export function expandSeries(series: DepartureSeries, durationDays: number, today: string): SeriesExpansion {
  if (series.until < series.from) return { ok: false, reason: "untilBeforeFrom" };
  const step = 7 * series.everyWeeks;
  let first = addDays(series.from, (series.weekday - isoWeekday(series.from) + 7) % 7);
  // Straight to the first date after today, so a series begun long ago costs no loop over the past.
  const behind = daysBetween(first, today);
  if (behind >= 0) first = addDays(first, (Math.floor(behind / step) + 1) * step);
  const departures: { startDate: string; endDate: string }[] = [];
  for (let date = first; date <= series.until; date = addDays(date, step)) {
    if (departures.length === maxSeriesDates) return { ok: false, reason: "tooManyDates" };
    departures.push({ startDate: date, endDate: returnDate(date, durationDays) });
  }
  return departures.length ? { ok: true, departures } : { ok: false, reason: "noDates" };
}
