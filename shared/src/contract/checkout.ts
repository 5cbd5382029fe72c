import * as z from "zod/mini";
import { BookingStatusSchema } from "../domain/booking.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

// What follows a booking's hold: its receipt, leaving the checkout, the payment provider's events.
// Apart from the hold endpoints (bookings.ts), which alone validate travellers' phone numbers.

export const getBookingReceipt = defineEndpoint({
  ...routes.getBookingReceipt,
  access: "public",
  examples: { params: { id: "9489b9ee-07e0-47f4-a6ef-39846fc7c9f1" } },
  errors: ["NOT_FOUND"],
  summary:
    "What the thank-you page and the booking's printable receipt show of a booking: status, short reference, tour, dates, group size, rooms, total, and when it was paid. The id is an unguessable UUID given only to the booker; no personal details are answered.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  response: z.object({
    id: z.string(),
    kind: z.enum(["group", "special"]),
    status: z.enum(["held", "confirmed", "released", "cancelled"]),
    /** While held: until when the places (a special tour: the date) are kept for the checkout. */
    holdExpiresAt: z.optional(z.iso.datetime()),
    tourId: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    numberOfTravellers: z.number().check(z.int()),
    rooms: z.optional(
      z.object({ sharedRooms: z.number().check(z.int()), singleRooms: z.number().check(z.int()) }),
    ),
    totalChf: z.number().check(z.int()),
    /** The short reference; absent on bookings made before references existed. */
    reference: z.optional(z.string()),
    /** When the payment confirmed the booking; absent while unpaid (and on bookings paid before it was kept). */
    paidAt: z.optional(z.iso.datetime()),
  }),
});

export const cancelCheckout = defineEndpoint({
  ...routes.cancelCheckout,
  access: "public",
  examples: { params: { id: "3b1f6c2e-8d4a-4f7b-9c1e-5a2d7e9f0b13" } },
  errors: ["NOT_FOUND"],
  summary:
    "The traveller left the checkout (came back through its cancel link, or pays again): expires the booking's checkout session at the payment provider, so it can no longer be paid, and gives the held places back, once. Answers the booking's status afterwards: `released` (also when it was released before), `confirmed` or `cancelled` (nothing changed), or `held` when the provider had already taken the payment and its confirmation is on the way (nothing is released). The id is an unguessable UUID given only to the booker; 404 for an unknown one.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  response: z.object({ status: BookingStatusSchema }),
});

export const receivePaymentEvent = defineEndpoint({
  ...routes.receivePaymentEvent,
  access: "public",
  examples: {
    body: JSON.stringify({
      id: "evt_1QxYp2Tembea0000000000001",
      object: "event",
      type: "checkout.session.completed",
      created: 1790000000,
      data: {
        object: {
          id: "cs_test_a1B2c3D4e5F6g7H8i9J0",
          object: "checkout.session",
          amount_total: 1_190_000,
          currency: "chf",
          customer_email: "lina.meier@example.com",
          metadata: { bookingId: "7d4e2a91-3c6b-4f08-b5e2-9a1c7d3e6f42" },
          status: "complete",
        },
      },
    }),
  },
  errors: ["NOT_FOUND"],
  summary:
    "Stripe's webhook. Verifies the Stripe-Signature over the raw body (400 `body: signatureInvalid` otherwise), handles each event id once: checkout.session.completed confirms the booking and mails the traveller (or, for an accepted offer, records the deposit, balance or full payment after checking its amount against the stored offer), checkout.session.expired gives the places back.",
  body: z.string().check(z.maxLength(512 * 1024, { error: "tooLong" })),
  rawBody: true,
  response: z.object({ received: z.literal(true) }),
});
