import * as contract from "@tembea/shared/contract/my-trips";
import { isCallersBooking } from "../../core/bookings/whose-booking.js";
import { listBookingsOfTraveller } from "../../data/bookings.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * The bookings filed under the caller's address (their own, made signed in, and guests' with that
 * address), of which only those isCallersBooking grants are shown.
 */
export const handler = httpHandler(contract.listMyBookings, async ({ caller }) => {
  const user = signedIn(caller);
  const filed = user.email ? await listBookingsOfTraveller(user.email) : [];
  return { bookings: filed.filter((booking) => isCallersBooking(booking, user)) };
});
