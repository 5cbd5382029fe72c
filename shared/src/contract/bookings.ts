import { z } from "zod";
import { GroupTourBookingRequestSchema } from "../domain/booking.js";
import { defineEndpoint } from "./endpoint.js";

export const createGroupTourBooking = defineEndpoint({
  id: "createGroupTourBooking",
  method: "POST",
  path: "/api/bookings/group-tour",
  access: "public",
  summary:
    "Re-validates the whole booking, prices it on the server, holds the places for 30 minutes (one transaction; 409 FULLY_BOOKED when they are gone) and answers the checkout page to send the traveller to (502 CHECKOUT_UNAVAILABLE, hold released, when the provider fails). Guests may book.",
  body: GroupTourBookingRequestSchema,
  response: z.object({ bookingId: z.string(), checkoutUrl: z.string(), holdExpiresAt: z.iso.datetime() }),
});

export const receivePaymentEvent = defineEndpoint({
  id: "receivePaymentEvent",
  method: "POST",
  path: "/api/payments/stripe-webhook",
  access: "public",
  summary:
    "Stripe's webhook. Verifies the Stripe-Signature over the raw body (400 `body: signatureInvalid` otherwise), handles each event id once: checkout.session.completed confirms the booking and mails the traveller, checkout.session.expired gives the places back.",
  body: z.string().max(512 * 1024, { error: "tooLong" }),
  rawBody: true,
  response: z.object({ received: z.literal(true) }),
});
