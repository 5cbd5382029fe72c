import { randomUUID } from "node:crypto";
import { signLikeStripe } from "../src/core/payments/stripe-events.js";
import { findBookingWithCheckout } from "../src/data/bookings.js";

/**
 * A Stripe event about a booking's checkout session, signed as Stripe signs it: by default the
 * session the booking was held with, charging the booking's total in francs, as Stripe (or the local
 * checkout page) sends it (written out here, not taken from the code under test). One event id, so
 * delivering it again is a redelivery. `overrides` make the event differ from the booking's checkout.
 */
export async function signedBookingEvent(
  type: "checkout.session.completed" | "checkout.session.expired",
  bookingId: string,
  overrides: { sessionId?: string; amountTotal?: number; currency?: string; eventId?: string } = {},
) {
  const booking = await findBookingWithCheckout(bookingId);
  if (!booking?.checkoutSessionId) throw new Error(`booking ${bookingId} has no checkout session`);
  const id = overrides.eventId ?? `evt_${randomUUID()}`;
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    data: {
      object: {
        id: overrides.sessionId ?? booking.checkoutSessionId,
        object: "checkout.session",
        amount_total: overrides.amountTotal ?? booking.totalChf,
        currency: overrides.currency ?? "chf",
        metadata: { bookingId },
      },
    },
  });
  return { id, payload, signature: await signLikeStripe(payload) };
}
