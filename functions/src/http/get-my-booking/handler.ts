import * as contract from "@tembea/shared/contract/my-trips";
import { isCallersBooking } from "../../core/bookings/whose-booking.js";
import { findBooking } from "../../data/bookings.js";
import { notFound } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** One of the caller's bookings (bookings/whose-booking.ts); any other id is a 404, with no hint it exists. */
export const handler = httpHandler(contract.getMyBooking, async ({ params, caller }) => {
  const booking = await findBooking(params.id);
  if (!booking || !isCallersBooking(booking, signedIn(caller))) throw notFound();
  return booking;
});
