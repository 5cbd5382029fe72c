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
