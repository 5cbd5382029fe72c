import { logger } from "../middleware/logger.js";
import type { CheckoutClosing } from "../payments/gateway.js";
import { paymentGateway } from "../payments/index.js";

/**
 * Closes a trip checkout at the provider so it can no longer be paid: the one a newer checkout of
 * the same offer or balance replaced (two open checkouts could both be paid). "completed" when it
 * was paid first; its payment event records it.
 */
export async function closeTripCheckout(sessionId: string): Promise<CheckoutClosing> {
  const gateway = await paymentGateway();
  return gateway.expireCheckout(sessionId);
}

/** Closes a checkout this request opened but will not hand out; a failure is logged, not thrown. */
export async function closeUnusedTripCheckout(sessionId: string, tripRequestId: string): Promise<void> {
  try {
    const closing = await closeTripCheckout(sessionId);
    if (closing === "completed")
      logger.error("an unused trip checkout was paid; refund it", { tripRequestId, sessionId });
  } catch (error) {
    logger.error("unused trip checkout not closed; it lapses with its time", {
      tripRequestId,
      sessionId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
