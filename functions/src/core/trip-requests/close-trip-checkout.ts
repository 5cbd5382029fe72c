import { AppError } from "../../platform/app-error.js";
import { logger } from "../../platform/logger.js";
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

/** The checkout a newly noted one replaced; `until` when it is known (an offer's hold). */
export interface ReplacedCheckout {
  sessionId: string;
  until?: string;
}

/**
 * The one-checkout rule of an offer or a balance, once a just-opened checkout (`sessionId`) has been
 * noted with its request: the one it replaced is closed, so that only one can be paid.
 * - Nothing to close (none replaced, the same session again because the provider's idempotency key
 *   answered a create repeated within the second, or one past its expiry): "open".
 * - Paid meanwhile: the new checkout is closed; "paid-meanwhile".
 * - Not closable (the provider is down): it may still be paid, so `putBack` notes it again, the new
 *   one is closed, and the traveller is asked to try again (CHECKOUT_UNAVAILABLE). When even that
 *   cannot be noted (a third checkout came meanwhile, or the table failed), the earlier session is
 *   logged with its id: it may be paid beside a later one until it expires.
 */
export async function closeReplacedTripCheckout<R extends ReplacedCheckout>(
  tripRequestId: string,
  sessionId: string,
  replaced: R | undefined,
  putBack: (replaced: R) => Promise<boolean>,
): Promise<"open" | "paid-meanwhile"> {
  if (!replaced || replaced.sessionId === sessionId) return "open";
  if (replaced.until !== undefined && replaced.until <= new Date().toISOString()) return "open";
  let closing: CheckoutClosing;
  try {
    closing = await closeTripCheckout(replaced.sessionId);
  } catch (error) {
    const noted = await putBack(replaced).catch(() => false);
    logger.error("earlier trip checkout not closed; the new one is withdrawn", {
      tripRequestId,
      sessionId: replaced.sessionId,
      ...(replaced.until !== undefined && { openUntil: replaced.until }),
      noted,
      error: error instanceof Error ? error.message : String(error),
    });
    await closeUnusedTripCheckout(sessionId, tripRequestId);
    throw new AppError("CHECKOUT_UNAVAILABLE");
  }
  if (closing === "completed") {
    await closeUnusedTripCheckout(sessionId, tripRequestId);
    return "paid-meanwhile";
  }
  return "open";
}
