import * as contract from "@tembea/shared/contract/checkout";
import { claimConfirmationMail, confirmPaidBooking, findBooking, releaseHold } from "../data/bookings.js";
import { findTour } from "../data/tours.js";
import { sendMail } from "../mail/mail.js";
import { bookingConfirmationMail } from "../mail/templates/booking-confirmation.js";
import { validationFailed } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { logger } from "../middleware/logger.js";
import { readPaymentEvent, SignatureError } from "../payments/stripe-events.js";
import { receiveTripPayment } from "../trip-requests/receive-trip-payment.js";

/**
 * Stripe's webhook (and the local checkout page's, which signs the same way). Every event id is
 * handled once; a redelivery answers 200 and changes nothing (but sends a confirmation mail that a
 * failed earlier delivery did not), so Stripe stops retrying.
 */
export const handler = httpHandler(contract.receivePaymentEvent, async ({ body, headers }) => {
  let event: Awaited<ReturnType<typeof readPaymentEvent>>;
  try {
    event = await readPaymentEvent(body, headers["stripe-signature"]);
  } catch (error) {
    if (error instanceof SignatureError) throw validationFailed({ body: "signatureInvalid" });
    throw error;
  }

  if (event.kind === "completed") {
    const outcome = await confirmPaidBooking(event.bookingId, event.id, new Date().toISOString());
    if (outcome === "not-held") {
      // Stripe completes no expired session, so this is a payment that raced its hold's release by
      // the expiry job: the places are gone, the money has to go back. A person does that.
      logger.error("payment for a booking that is no longer held: refund it", { bookingId: event.bookingId });
    } else {
      logger.info("payment completed", { bookingId: event.bookingId, outcome });
    }
    // Also on a redelivery: the delivery that confirmed may have failed before it mailed. The claim
    // lets exactly one delivery send the mail.
    if (outcome === "confirmed" || outcome === "duplicate") {
      const booking = await findBooking(event.bookingId);
      const tour = booking?.status === "confirmed" ? await findTour(booking.tourId) : undefined;
      if (booking && tour && (await claimConfirmationMail(booking.id, new Date().toISOString())))
        await sendMail(bookingConfirmationMail(booking, tour));
    }
  } else if (event.kind === "trip-payment") {
    await receiveTripPayment(event);
  } else if (event.kind === "expired") {
    const booking = await findBooking(event.bookingId);
    if (booking)
      logger.info("checkout expired", { bookingId: booking.id, released: await releaseHold(booking) });
  }
  return { received: true as const };
});
