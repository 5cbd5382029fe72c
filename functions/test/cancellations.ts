import { randomUUID } from "node:crypto";
import { contract } from "@tembea/shared";
import { expect } from "vitest";
import { signLikeStripe } from "../src/core/payments/stripe-events.js";
import { handler as createGroupTourBooking } from "../src/http/create-group-tour-booking/handler.js";
import { handler as receivePaymentEvent } from "../src/http/receive-payment-event/handler.js";
import { groupTourBookingRequest } from "./booking-requests.js";
import { invoke } from "./invoke.js";
import { signedBookingEvent } from "./payment-events.js";

/** Delivers a signed event to the webhook as Stripe would; answers its status. */
export async function deliverEvent(event: { payload: string; signature: string }): Promise<number> {
  const res = await invoke(receivePaymentEvent, contract.receivePaymentEvent, {
    body: event.payload,
    headers: { "stripe-signature": event.signature },
  });
  return res.status;
}

/**
 * A group booking of two travellers (one shared room) held and paid as the booking form and the
 * checkout do, by a traveller signed in with `claims` (a guest without). Answers its id.
 */
export async function paidGroupBooking(
  tourId: string,
  departureDate: string,
  email: string,
  claims?: Record<string, string>,
): Promise<string> {
  const res = await invoke(createGroupTourBooking, contract.createGroupTourBooking, {
    body: JSON.stringify(groupTourBookingRequest(tourId, departureDate, email)),
    ...(claims && { claims }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { bookingId } = res.body as { bookingId: string };
  expect(await deliverEvent(await signedBookingEvent("checkout.session.completed", bookingId))).toBe(200);
  return bookingId;
}

/** A `charge.refunded` for a booking, signed as Stripe signs it (what the local stand-in posts). */
export async function signedChargeRefunded(bookingId: string, amountRefunded: number, eventId?: string) {
  const id = eventId ?? `evt_${randomUUID()}`;
  const payload = JSON.stringify({
    id,
    object: "event",
    type: "charge.refunded",
    data: {
      object: {
        id: `ch_${bookingId.slice(0, 8)}`,
        object: "charge",
        amount_refunded: amountRefunded,
        currency: "chf",
        refunded: true,
        metadata: { bookingId },
      },
    },
  });
  return { id, payload, signature: await signLikeStripe(payload) };
}
