/** Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so no time zone shifts a day. */

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A trip of `durationDays` days that starts on the departure date returns on day `durationDays`. */
export function returnDate(departureDate: string, durationDays: number): string {
  return addDays(departureDate, durationDays - 1);
}

/** A requested trip's first day: its departure, or the first of its month for an approximate date. */
export function tripStartDate(
  date: { kind: "exact"; departure: string } | { kind: "approximate"; month: string },
): string {
  return date.kind === "exact" ? date.departure : `${date.month}-01`;
}

/**
 * The last day an agency's offer may be valid: the day before the trip starts (the day before the
 * month, for an approximate date), so the traveller can still accept and pay before leaving.
 */
export function lastOfferDay(
  date: { kind: "exact"; departure: string } | { kind: "approximate"; month: string },
): string {
  return addDays(tripStartDate(date), -1);
}

/**
 * Whether an agency can still make an offer for a requested trip: one valid from `today` until
 * `lastOfferDay`. So an exact departure after today, or an approximate month after today's (a month
 * that has begun could have started yesterday).
 */
export function tripDateAhead(
  date: { kind: "exact"; departure: string } | { kind: "approximate"; month: string },
  today: string,
): boolean {
  return lastOfferDay(date) >= today;
}

/**
 * Today in UTC: the API's "today" (functions/src/platform/clock.ts), for what the server checks
 * again (a trip request's dates, an offer's validity, a trip's status).
 */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Today in the visitor's calendar (the browser's time zone): what "from tomorrow on" means to them. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}
