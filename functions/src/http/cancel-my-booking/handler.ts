import type { Booking } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import { cancelBooking } from "../../core/bookings/cancel-booking.js";
import { isCallersBooking } from "../../core/bookings/whose-booking.js";
import { sendMail } from "../../core/mail/mail.js";
import {
  bookingCancelledForAgencyMail,
  bookingCancelledMail,
} from "../../core/mail/templates/booking-cancellation.js";
import { findAgency } from "../../data/agencies.js";
import { findBooking } from "../../data/bookings.js";
import { findTour } from "../../data/tours.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { logger } from "../../platform/logger.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { traceInvocation } from "../../platform/tracing.js";

/**
 * A traveller cancels their own booking by the refund they were shown. Only the request whose
 * transaction cancelled mails (a second tab gets NOT_CANCELLABLE), so each mail goes at most once.
 */
export const handler = httpHandler(
  contract.cancelMyBooking,
  async ({ params, body, caller }) => {
    const user = signedIn(caller);
    const booking = await findBooking(params.id);
    if (!booking || !isCallersBooking(booking, user)) throw notFound();
    const result = await cancelBooking({
      bookingId: booking.id,
      by: "traveller",
      actor: { userId: user.userId, email: user.email ?? "", role: "traveller" },
      expectedRefundChf: body.refundChf,
    });
    if (result.outcome === "missing") throw notFound();
    if (result.outcome === "not-cancellable") throw new AppError("NOT_CANCELLABLE");
    if (result.outcome === "refund-changed") throw new AppError("REFUND_CHANGED");
    await mailCancellation(result.booking);
    return result.booking;
  },
  { tracing: traceInvocation() },
);

async function mailCancellation(booking: Booking): Promise<void> {
  const { cancellation } = booking;
  const tour = await findTour(booking.tourId);
  if (!cancellation || !tour) return;
  await sendMail(bookingCancelledMail(booking, tour.title, cancellation));
  const agency = await findAgency(booking.agencyId ?? tour.agencyId);
  // Where its request mails go, in the language of its mails (English when never set).
  if (agency?.email)
    await sendMail(
      bookingCancelledForAgencyMail(booking, tour.title, cancellation, {
        requestEmail: agency.email,
        language: agency.language ?? "en",
      }),
    );
  else logger.error("cancelled booking's agency has no address to mail", { bookingId: booking.id });
}
