import * as contract from "@tembea/shared/contract/my-trips";
import { quoteCancellation } from "../../core/bookings/cancel-booking.js";
import { isCallersBooking } from "../../core/bookings/whose-booking.js";
import { findBooking } from "../../data/bookings.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** What cancelling the caller's booking gives back today, before anything happens. */
export const handler = httpHandler(contract.getCancellationQuote, async ({ params, caller }) => {
  const booking = await findBooking(params.id);
  if (!booking || !isCallersBooking(booking, signedIn(caller))) throw notFound();
  const quote = booking.status === "confirmed" ? await quoteCancellation(booking) : undefined;
  if (!quote) throw new AppError("NOT_CANCELLABLE");
  return { ...quote, totalChf: booking.totalChf };
});
