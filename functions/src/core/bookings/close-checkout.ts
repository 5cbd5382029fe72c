import type { BookingStatus } from "@tembea/shared";
import { type BookingWithCheckout, findBooking, releaseHold } from "../../data/bookings.js";
import { logger } from "../../platform/logger.js";
import { paymentGateway } from "../payments/index.js";

/**
 * The traveller left a booking's checkout: close the session at the provider first, and give the
 * places back only once it can no longer be paid. A session the provider reports as paid keeps its
 * places (its confirmation is on the way); a paid or cancelled booking is never touched, and
 * `releaseHold` only releases a booking that is still held, so the places come back exactly once
 * whoever gets there first (this, the provider's expiry event, or the expiry job). Answers the
 * booking's status afterwards.
 */
export async function closeCheckout(booking: BookingWithCheckout): Promise<BookingStatus> {
  if (booking.status !== "held") return booking.status;
  if (!booking.checkoutSessionId) {
    // Held before checkouts were noted on bookings: it may still be paid, so it runs out by itself.
    logger.warn("held booking without a checkout session; left to expire", { bookingId: booking.id });
    return "held";
  }
  const gateway = await paymentGateway();
  const closing = await gateway.expireCheckout(booking.checkoutSessionId);
  if (closing === "completed") {
    logger.info("checkout already paid; keeping the places", { bookingId: booking.id });
    return (await findBooking(booking.id))?.status ?? "held";
  }
  if (await releaseHold(booking)) {
    logger.info("checkout cancelled; places released", { bookingId: booking.id });
    return "released";
  }
  // Someone else changed it meanwhile (most likely the expiry event released it first).
  return (await findBooking(booking.id))?.status ?? "released";
}
