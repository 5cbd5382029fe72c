/** Today's date (UTC, YYYY-MM-DD). One place, so tests can reason about "future" departures. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
