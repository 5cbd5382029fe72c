// No zod in this module: the tour pages read it on first load (docs/architecture.md, "What the
// browser loads first").
import type { RefundTier } from "./tour.js";

export type RefundKind = "full" | "partial" | "none";

/** How a cancellation tile reads: a full, partial or no refund. */
export function refundKind(tier: RefundTier): RefundKind {
  if (tier.refundPercent >= 100) return "full";
  return tier.refundPercent > 0 ? "partial" : "none";
}
