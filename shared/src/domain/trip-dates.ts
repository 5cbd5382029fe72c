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
