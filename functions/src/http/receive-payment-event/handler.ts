import * as contract from "@tembea/shared/contract/checkout";
import { mailAgencyOfBooking } from "../../core/bookings/mail-agency-of-booking.js";
import {
  mailIfCancelledByAgency,
  refundPaymentOfCancelledDeparture,
} from "../../core/bookings/paid-on-cancelled-departure.js";
import { receiveRefund } from "../../core/bookings/receive-refund.js";
import { sendMail } from "../../core/mail/mail.js";
import { bookingConfirmationMail } from "../../core/mail/templates/booking-confirmation.js";
import { bookingChargeChf, chargedExactly } from "../../core/payments/charge.js";
import { readPaymentEvent, SignatureError } from "../../core/payments/stripe-events.js";
import { receiveTripPayment } from "../../core/trip-requests/receive-trip-payment.js";
import {
  type BookingWithCheckout,
  claimConfirmationMail,
  confirmPaidBooking,
  findBooking,
  findBookingWithCheckout,
  releaseHold,
} from "../../data/bookings.js";
import { findTour } from "../../data/tours.js";
import { validationFailed } from "../../platform/app-error.js";
import { logger } from "../../platform/logger.js";
import { bookingBreakdown, countMetric } from "../../platform/metrics.js";
import { httpHandler, type UseCaseInput } from "../../platform/middleware/http-handler.js";
import { traceInvocation } from "../../platform/tracing.js";

/**
 * Whether an event is about the checkout the booking was held with. A booking gets one session, noted
 * with its hold; one held before sessions were noted matches none (the expiry job releases it).
 */
const isItsCheckout = (sessionId: string | undefined, booking: BookingWithCheckout) =>
  booking.checkoutSessionId !== undefined && sessionId === booking.checkoutSessionId;

/**
 * Stripe's webhook (and the local checkout page's, which signs the same way). Every event id is
 * handled once; a redelivery answers 200 and changes nothing (but sends a confirmation mail that a
 * failed earlier delivery did not), so Stripe stops retrying. A signature proves who sent an event,
 * not what it pays for: a booking is confirmed or released only by an event of its own checkout
 * session, and confirmed only when that charged the booking's price.
 */
// Traced: its Stripe calls (refunds) and DynamoDB calls are subsegments of the invocation
// (docs/decisions/0030-tracer-where-it-pays.md).
export const handler = httpHandler(contract.receivePaymentEvent, receive, { tracing: traceInvocation() });

async function receive({ body, headers }: UseCaseInput<typeof contract.receivePaymentEvent>) {
  let event: Awaited<ReturnType<typeof readPaymentEvent>>;
  try {
    event = await readPaymentEvent(body, headers["stripe-signature"]);
  } catch (error) {
    if (error instanceof SignatureError) throw validationFailed({ body: "signatureInvalid" });
    throw error;
  }

  if (event.kind === "completed") {
    const booking = await findBookingWithCheckout(event.bookingId);
    if (
      !booking ||
      !isItsCheckout(event.sessionId, booking) ||
      !chargedExactly(event, bookingChargeChf(booking))
    ) {
      // Money that did not pay for this booking's checkout confirms nothing: the booking, its places
      // and its mails stay as they are. Answered 200 all the same: Stripe retries anything else for
      // days, and no retry of the same event can come to match.
      logger.error(
        "payment does not match its booking's checkout; booking left as it is, for a person to refund",
        {
          bookingId: event.bookingId,
          sessionId: event.sessionId,
          amount: event.amount,
          currency: event.currency,
          bookingFound: booking !== undefined,
        },
      );
      return { received: true as const };
    }
    // Bookings made before they kept their agency name it through their tour (the ledger needs it).
    const agencyId = booking.agencyId ?? (await findTour(booking.tourId))?.agencyId;
    if (!agencyId) throw new Error(`booking ${booking.id} names no agency, nor does its tour`);
    const outcome = await confirmPaidBooking({ ...booking, agencyId }, event.id, new Date().toISOString());
    if (outcome === "departure-cancelled") {
      await refundPaymentOfCancelledDeparture({ ...booking, agencyId }, event.id);
      return { received: true as const };
    }
    if (outcome === "duplicate") await mailIfCancelledByAgency(booking.id);
    if (outcome === "not-held") {
      // Stripe completes no expired session, so this is a payment that raced its hold's release by
      // the expiry job: the places are gone, the money has to go back. A person does that.
      logger.error("payment for a booking that is no longer held: refund it", { bookingId: event.bookingId });
    } else {
      logger.info("payment completed", { bookingId: event.bookingId, outcome });
    }
    // Once per booking: a redelivery answers "duplicate" and counts nothing.
    if (outcome === "confirmed") countMetric("BookingConfirmed", bookingBreakdown({ ...booking, agencyId }));
    // Also on a redelivery: the delivery that confirmed may have failed before it mailed. The claim
    // lets exactly one delivery send the mail.
    if (outcome === "confirmed" || outcome === "duplicate") {
      const confirmed = await findBooking(booking.id);
      const tour = confirmed?.status === "confirmed" ? await findTour(confirmed.tourId) : undefined;
      if (confirmed && tour && (await claimConfirmationMail(confirmed.id, new Date().toISOString())))
        await sendMail(bookingConfirmationMail(confirmed, tour));
      // The agency's word of it, claimed apart: either mail is sent once, whichever delivery gets there.
      if (confirmed && tour) await mailAgencyOfBooking(confirmed, tour);
    }
  } else if (event.kind === "refunded") {
    await receiveRefund(event);
  } else if (event.kind === "trip-payment") {
    await receiveTripPayment(event);
  } else if (event.kind === "expired") {
    const booking = await findBookingWithCheckout(event.bookingId);
    if (booking && isItsCheckout(event.sessionId, booking)) {
      const released = await releaseHold(booking);
      logger.info("checkout expired", { bookingId: booking.id, released });
      // Unpaid until its checkout ended: the same fact the expiry job counts when no event came.
      if (released) countMetric("HoldExpired", bookingBreakdown(booking));
    } else if (booking)
      // Another session's end says nothing about this booking's own checkout, which may still be
      // paid: its hold stays until that one ends (or the expiry job releases it).
      logger.warn("expiry of a checkout that is not the booking's; hold kept", {
        bookingId: booking.id,
        sessionId: event.sessionId,
      });
  }
  return { received: true as const };
}
