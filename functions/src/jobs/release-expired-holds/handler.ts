import { listExpiredHolds, releaseHold } from "../../data/bookings.js";
import { jobHandler } from "../../platform/job-handler.js";
import { logger } from "../../platform/logger.js";
import { bookingBreakdown, countMetric } from "../../platform/metrics.js";

/**
 * Gives back the places of holds whose checkout never came back (no expiry event arrived). A
 * grace period after the hold's end leaves room for a late payment event, which wins if it comes.
 */
export const graceMinutes = 5;

export async function releaseExpiredHolds(now = new Date()): Promise<{ released: number }> {
  const cutoff = new Date(now.getTime() - graceMinutes * 60_000).toISOString();
  let released = 0;
  for (const booking of await listExpiredHolds(cutoff)) {
    if (await releaseHold(booking)) {
      released += 1;
      countMetric("HoldExpired", bookingBreakdown(booking));
    }
  }
  if (released > 0) logger.info("expired holds released", { released });
  return { released };
}

export const handler = jobHandler(() => releaseExpiredHolds());
