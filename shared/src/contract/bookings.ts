import * as z from "zod/mini";
import { GroupTourBookingRequestSchema, SpecialTourBookingRequestSchema } from "../domain/booking-request.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

const CheckoutStartedSchema = z.object({
  bookingId: z.string(),
  checkoutUrl: z.string(),
  holdExpiresAt: z.iso.datetime(),
});

/** The lead traveller both bookings' examples name (the demo data has no guest booker). */
const exampleLeadTraveller = {
  firstName: "Lina",
  lastName: "Meier",
  email: "lina.meier@example.com",
  phone: { country: "CH", number: "079 123 45 67" },
  nationality: "CH",
  birthDate: "1980-01-01",
};

export const createGroupTourBooking = defineEndpoint({
  ...routes.createGroupTourBooking,
  access: "public",
  examples: {
    body: {
      tourId: "kenya-great-migration-safari",
      departureDate: "2027-09-04",
      rooms: { sharedRooms: 0, singleRooms: 1 },
      travellers: {
        lead: exampleLeadTraveller,
        others: [],
      },
      acceptTerms: true,
      locale: "fr",
      displayCurrency: "CHF",
    },
  },
  errors: ["CHECKOUT_UNAVAILABLE", "FULLY_BOOKED", "NOT_ENOUGH_PLACES", "NOT_FOUND", "SALES_CLOSED"],
  optionalCaller: true,
  idempotent: true,
  summary:
    "Re-validates the whole booking, prices it on the server, answers 409 without asking the payment provider when the departure it read has too few places left (FULLY_BOOKED when none are left, NOT_ENOUGH_PLACES with `placesLeft` when some are), opens the checkout page (502 CHECKOUT_UNAVAILABLE, nothing held, when the provider fails), holds the places for 30 minutes with the booking (one transaction; when they went meanwhile the unseen checkout is closed and the departure is read again for the same 409 answer) and answers the checkout page to send the traveller to. A departure whose agency closed its sales answers 409 SALES_CLOSED (checked again by the hold itself); an unpublished tour 404. Guests may book; a signed-in booker's ID token, when sent, is verified and the booking records them. The `Idempotency-Key` is claimed with the hold: a retry with the same key, body and caller while the hold lasts is answered the same checkout, and holds nothing more.",
  body: GroupTourBookingRequestSchema,
  response: CheckoutStartedSchema,
});

export const createSpecialTourBooking = defineEndpoint({
  ...routes.createSpecialTourBooking,
  access: "public",
  examples: {
    body: {
      tourId: "kenya-private-mara-safari",
      departureDate: "2027-06-15",
      travellers: {
        lead: exampleLeadTraveller,
        others: [{ firstName: "Jonas", lastName: "Meier", birthDate: "1982-07-19" }],
      },
      acceptTerms: true,
      locale: "en",
      displayCurrency: "EUR",
    },
  },
  errors: ["CHECKOUT_UNAVAILABLE", "NOT_FOUND", "SALES_CLOSED"],
  optionalCaller: true,
  idempotent: true,
  summary:
    "Books a special tour on a date the traveller picks (from tomorrow; the return date follows from the fixed duration) for a group between the tour's minimum and maximum size, priced on the server, and answers the checkout page. Guests may book; a signed-in booker's ID token, when sent, is verified and the booking records them. The `Idempotency-Key` is claimed with the hold: a retry with the same key, body and caller while the hold lasts is answered the same checkout, and books nothing more.",
  body: SpecialTourBookingRequestSchema,
  response: CheckoutStartedSchema,
});
