import * as contract from "@tembea/shared/contract/checkout";
import { findBooking } from "../../data/bookings.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** The booking id is the booker's capability; the answer carries no personal details. */
export const handler = httpHandler(contract.getBookingReceipt, async ({ params }) => {
  const booking = await findBooking(params.id);
  if (!booking) throw notFound();
  const { id, kind, status, tourId, startDate, endDate, numberOfTravellers, rooms, totalChf } = booking;
  return {
    id,
    kind,
    status,
    // Back from the checkout, the summary says truly whether the places are still kept, and until when.
    ...(status === "held" ? { holdExpiresAt: booking.holdExpiresAt } : {}),
    tourId,
    startDate,
    endDate,
    numberOfTravellers,
    ...(rooms ? { rooms } : {}),
    totalChf,
    ...(booking.reference ? { reference: booking.reference } : {}),
    ...(booking.confirmedAt ? { paidAt: booking.confirmedAt } : {}),
  };
});
