import * as contract from "@tembea/shared/contract/checkout";
import { closeCheckout } from "../../core/bookings/close-checkout.js";
import { findBookingWithCheckout } from "../../data/bookings.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { traceInvocation } from "../../platform/tracing.js";

/**
 * "Cancel" on the checkout, or "pay" again while an earlier checkout is open. Public like booking
 * itself: the booking id is an unguessable UUID only the booker was given, and the worst it allows
 * is to give up an unpaid hold.
 */
export const handler = httpHandler(
  contract.cancelCheckout,
  async ({ params }) => {
    const booking = await findBookingWithCheckout(params.id);
    if (!booking) throw notFound();
    return { status: await closeCheckout(booking) };
  },
  // Traced (docs/decisions/0030): the Stripe call that expires the checkout, and the hold's release.
  { tracing: traceInvocation() },
);
