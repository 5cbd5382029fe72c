import { daysBeforeTrip } from "@tembea/shared";
import {
  type BookingToConfirm,
  type BookingWithCheckout,
  cancelPaidBookingOfCancelledDeparture,
} from "../../data/bookings.js";
import { findBookingAsWritten, findCancelledDate } from "../../data/departure-cancellations.js";
import { findDepartureOfTour } from "../../data/departures.js";
import { today } from "../../platform/clock.js";
import { logger } from "../../platform/logger.js";
import { attemptRefund } from "./cancel-booking.js";
import { mailCancelledBooking } from "./cancel-departure.js";

/**
 * The one outcome of a departure cancelled while someone was paying for it (their booking held):
 * when the payment arrives, the booking is cancelled by the agency and refunded in full, and its
 * traveller gets the departure's cancellation mail; it is never confirmed, and no confirmation mail
 * goes out. A redelivered event changes nothing more and mails only if no delivery did before.
 */
export async function refundPaymentOfCancelledDeparture(
  booking: BookingToConfirm & Pick<BookingWithCheckout, "checkoutSessionId">,
  eventId: string,
) {
  const reason =
    (booking.kind === "group"
      ? (await findDepartureOfTour(booking.tourId, booking.startDate))?.cancellationReason
      : (await findCancelledDate(booking.tourId, booking.startDate))?.reason) ?? "";
  const outcome = await cancelPaidBookingOfCancelledDeparture(booking, eventId, {
    at: new Date().toISOString(),
    by: "agency",
    reason,
    daysBefore: daysBeforeTrip(today(), booking.startDate),
    refundPercent: 100,
    refundChf: booking.totalChf,
  });
  logger.warn("payment for a booking on a cancelled departure: refunded in full", {
    bookingId: booking.id,
    outcome,
  });
  // Asked once here; a refund the provider does not take stays due for the refund job.
  if (outcome === "cancelled") await attemptRefund(booking, booking.totalChf);
  await mailIfCancelledByAgency(booking.id, reason);
}

/** A payment event delivered again: the booking it cancelled is mailed if no delivery did. */
export async function mailIfCancelledByAgency(bookingId: string, reason?: string) {
  const stored = await findBookingAsWritten(bookingId);
  if (stored?.status !== "cancelled" || stored.cancellation?.by !== "agency") return;
  await mailCancelledBooking(stored, reason ?? stored.cancellation.reason ?? "");
}
