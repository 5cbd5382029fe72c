// No zod in this module: the tour pages read it on first load (docs/architecture.md, "What the
// browser loads first").
import type { RefundTier } from "./tour.js";

export type RefundKind = "full" | "partial" | "none";

/** How a cancellation tile reads: a full, partial or no refund. */
export function refundKind(tier: RefundTier): RefundKind {
  if (tier.refundPercent >= 100) return "full";
  return tier.refundPercent > 0 ? "partial" : "none";
}

/**
 * The tiers as the tour page's tiles and the confirmation mail both say them, from the most days
 * before the trip down, each applying from `from` days before the trip up to `to` (none for the
 * first): "60 days or more" (60–), "30–59 days", "less than 30 days" (0–29), or "any time" (0–).
 */
export function refundSchedule(tiers: RefundTier[]): { tier: RefundTier; from: number; to?: number }[] {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  return sorted.map((tier, index) => ({
    tier,
    from: tier.daysBefore,
    to: index ? (sorted[index - 1] as RefundTier).daysBefore - 1 : undefined,
  }));
}

/** Whole calendar days from `today` to the trip's first day (both YYYY-MM-DD); negative once it started. */
export function daysBeforeTrip(today: string, startDate: string): number {
  return Math.round((Date.parse(`${startDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The tier that applies to a cancellation `daysBefore` days before the trip, as `refundSchedule`
 * says it (the tier with the most days that `daysBefore` reaches: 45 days before, with tiers at 60,
 * 30 and 0 days, is the 30–59 tier). Closer to the trip than any tier reaches, nothing is refunded:
 * that is answered as a 0 % tier from 0 days up to the day before the nearest tier.
 */
export function refundTierAt(
  tiers: RefundTier[],
  daysBefore: number,
): { tier: RefundTier; from: number; to?: number } {
  const schedule = refundSchedule(tiers);
  const applies = schedule.find((entry) => daysBefore >= entry.from);
  if (applies) return applies;
  const nearest = schedule.at(-1);
  return {
    tier: { daysBefore: 0, refundPercent: 0 },
    from: 0,
    ...(nearest ? { to: nearest.from - 1 } : {}),
  };
}

/** The calendar day (YYYY-MM-DD) it is at `instant` in an IANA time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** What cancelling a booking gives back on a given day: the tier that applies and its amount. */
export interface CancellationQuote {
  /** Whole days from today, at the destination, to the departure. */
  daysBefore: number;
  refundPercent: number;
  /** CHF minor units; rounded down to the Rappen, so a refund never exceeds its tier. */
  refundChf: number;
}

/**
 * The refund for cancelling a booking `today` (the day at its destination): the booking's own agreed
 * tiers, counted in whole days to its first day. Undefined once the trip has started: a trip under
 * way is not cancelled.
 */
export function cancellationQuote(
  booking: { startDate: string; totalChf: number; refundTiers: RefundTier[] },
  today: string,
): CancellationQuote | undefined {
  const daysBefore = daysBeforeTrip(today, booking.startDate);
  if (daysBefore < 0) return undefined;
  const { refundPercent } = refundTierAt(booking.refundTiers, daysBefore).tier;
  return { daysBefore, refundPercent, refundChf: Math.floor((booking.totalChf * refundPercent) / 100) };
}

/** The longest reason an agency gives for cancelling a departure: mailed to its travellers as written. */
export const maxCancellationReason = 500;
