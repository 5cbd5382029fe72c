// No zod in this module: the tour pages read it on first load (docs/architecture.md, "What the
// browser loads first").
import type { RefundTier } from "./tour.js";

export type RefundKind = "full" | "partial" | "none";

/** How a cancellation tile reads: a full, partial or no refund. */
export function refundKind(tier: RefundTier): RefundKind {
  if (tier.refundPercent >= 100) return "full";
  return tier.refundPercent > 0 ? "partial" : "none";
}

/** When a tier applies, read against the tier above it (the one with more days before the trip). */
export type RefundSpan =
  | { kind: "anyTime" }
  | { kind: "atLeast"; days: number }
  | { kind: "between"; days: number; upTo: number }
  | { kind: "lessThan"; days: number };

/**
 * The tiers as the tour page's tiles and the confirmation mail both say them, from the most days
 * before the trip down: "60 days or more", "30–59 days", "less than 30 days" (or "any time").
 */
export function refundSchedule(tiers: RefundTier[]): { tier: RefundTier; span: RefundSpan }[] {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  return sorted.map((tier, index) => {
    const above = sorted[index - 1]?.daysBefore;
    const days = tier.daysBefore;
    const span: RefundSpan =
      above === undefined
        ? days === 0
          ? { kind: "anyTime" }
          : { kind: "atLeast", days }
        : days === 0
          ? { kind: "lessThan", days: above }
          : { kind: "between", days, upTo: above - 1 };
    return { tier, span };
  });
}
