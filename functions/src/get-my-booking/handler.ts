import * as contract from "@tembea/shared/contract/my-trips";
import { findBooking } from "../data/bookings.js";
import { notFound } from "../middleware/app-error.js";
import { signedIn } from "../middleware/caller.js";
import { httpHandler } from "../middleware/http-handler.js";

/** Mine when I booked it signed in, or it was booked under my account's e-mail; else a 404. */
export const handler = httpHandler(contract.getMyBooking, async ({ params, caller }) => {
  const user = signedIn(caller);
  const booking = await findBooking(params.id);
  const mine =
    booking &&
    (booking.userId === user.userId ||
      (user.email && booking.bookerEmail.toLowerCase() === user.email.toLowerCase()));
  if (!booking || !mine) throw notFound();
  return booking;
});
