import * as z from "zod/mini";
import { BookingSchema } from "../domain/booking.js";
import { LocaleSchema } from "../domain/locale-schema.js";
import { AcceptOfferChoiceSchema } from "../domain/trip-payment.js";
import { ChangeRequestInputSchema, TripRequestSchema } from "../domain/trip-request-schema.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

export const listMyBookings = defineEndpoint({
  ...routes.listMyBookings,
  access: "traveller",
  summary:
    "The caller's bookings, newest first: those they made signed in, and guest bookings made with their account's e-mail address once paid and only when the account has proven that address (`email_verified`). A held, unpaid guest booking is nobody's here.",
  response: z.object({ bookings: z.array(BookingSchema) }),
});

export const getMyBooking = defineEndpoint({
  ...routes.getMyBooking,
  access: "traveller",
  examples: { params: { id: "9489b9ee-07e0-47f4-a6ef-39846fc7c9f1" } },
  errors: ["NOT_FOUND"],
  summary:
    "One of the caller's bookings (as listMyBookings counts them); 404 for any other id, with no hint that it exists.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  response: BookingSchema,
});

/** What cancelling one's booking today gives back: the tier of the day at the destination. */
export const CancellationQuoteSchema = z.object({
  daysBefore: z.number().check(z.int(), z.nonnegative()),
  refundPercent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  refundChf: z.number().check(z.int(), z.nonnegative()),
  totalChf: z.number().check(z.int(), z.nonnegative()),
});

export const getCancellationQuote = defineEndpoint({
  ...routes.getCancellationQuote,
  access: "traveller",
  examples: { params: { id: "9489b9ee-07e0-47f4-a6ef-39846fc7c9f1" } },
  errors: ["NOT_CANCELLABLE", "NOT_FOUND"],
  summary:
    "What cancelling one of the caller's bookings (as listMyBookings counts them) gives back today: the whole days to its departure, counted in the destination's own calendar, the refund tier the booking was made with that applies, and the refund in CHF minor units (rounded down to the Rappen). 409 NOT_CANCELLABLE for a booking that is not confirmed (at the checkout, cancelled already) or whose trip has started; 404 for anyone else's booking. A guest's booking is cancelled from the account that proved its address.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  response: CancellationQuoteSchema,
});

export const cancelMyBooking = defineEndpoint({
  ...routes.cancelMyBooking,
  access: "traveller",
  examples: { params: { id: "9489b9ee-07e0-47f4-a6ef-39846fc7c9f1" }, body: { refundChf: 474_000 } },
  errors: ["NOT_CANCELLABLE", "NOT_FOUND", "REFUND_CHANGED"],
  summary:
    "Cancels one of the caller's confirmed bookings and refunds it by the tier of the day (getCancellationQuote): the places go back on sale in the same transaction, and the refund is asked of the payment provider (retried by a job while it is not taken: the booking reads \"cancellation in progress\" until the money is back). `refundChf` is the refund the traveller was shown: 409 REFUND_CHANGED when today's tier gives another (midnight passed at the destination), and nothing changes. 409 NOT_CANCELLABLE when the booking is not confirmed (cancelled already, also by a second tab) or its trip has started; 404 for anyone else's booking. Mails the traveller and the agency.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  body: z.strictObject({
    refundChf: z
      .number({ error: "invalid" })
      .check(z.int({ error: "invalid" }), z.gte(0), z.lte(100_000_000)),
  }),
  response: BookingSchema,
});

export const issueReviewLink = defineEndpoint({
  ...routes.issueReviewLink,
  access: "traveller",
  examples: { params: { id: "66802d34-44f8-415c-9805-9e0c098f9ee6" } },
  errors: ["ALREADY_REVIEWED", "NOT_FOUND", "REVIEW_UNAVAILABLE"],
  summary:
    "A review link for one of the caller's bookings (as listMyBookings counts them) once its trip has ended and it was paid: a new single-use token, valid as long as a mailed one, for the review page (/review#token=…). The link issued or mailed before for the booking stops working in the same transaction, so a booking still yields exactly one review. 409 REVIEW_UNAVAILABLE before the trip has ended or for a booking that was never paid, 409 ALREADY_REVIEWED once its review is written; 404 for anyone else's booking.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  response: z.object({ token: z.string() }),
});

export const addChangeRequest = defineEndpoint({
  ...routes.addChangeRequest,
  access: "traveller",
  examples: {
    params: { id: "c9021b8d-8615-4539-b161-d60f4af171fd" },
    body: { text: "Could we swap the night under the stars for a second day at the beach?" },
  },
  errors: ["NOT_FOUND"],
  idempotent: true,
  summary:
    "Adds a change request to one of the caller's open trip requests (not cancelled, not an expired quote: params.id invalid) and tells the agency by mail. The `Idempotency-Key` is claimed with the change request: a retry with the same key, request and text by the same traveller within a day is answered as the first was, and adds and mails nothing more.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  body: ChangeRequestInputSchema,
  response: TripRequestSchema,
});

/** Where to send the traveller to pay, and what that checkout charges (computed on the server). */
const TripCheckoutSchema = z.object({
  checkoutUrl: z.string(),
  amountChf: z.number().check(z.int(), z.positive()),
});

export const acceptOffer = defineEndpoint({
  ...routes.acceptOffer,
  access: "traveller",
  examples: {
    params: { id: "c9021b8d-8615-4539-b161-d60f4af171fd" },
    body: { plan: "deposit", acceptTerms: true, locale: "en" },
  },
  errors: [
    "CHECKOUT_UNAVAILABLE",
    "NOT_FOUND",
    "OFFER_ALREADY_ACCEPTED",
    "OFFER_CHANGED",
    "OFFER_EXPIRED",
    "OFFER_UNAVAILABLE",
  ],
  summary:
    "Accepts the offer of one of the caller's requests while it is valid (the terms accepted, as when booking a tour) and answers a checkout page for the 30 % deposit or the full amount, priced on the server from the stored offer. The request becomes booked when the payment arrives. The offer cannot be revised while its checkout is open. A checkout opened earlier for the offer is closed, so only one can be paid: 409 OFFER_ALREADY_ACCEPTED when it was paid meanwhile, 502 CHECKOUT_UNAVAILABLE when it cannot be closed. 409 OFFER_CHANGED when the offer was revised since the version the traveller read (offerSentAt), OFFER_EXPIRED, OFFER_ALREADY_ACCEPTED or OFFER_UNAVAILABLE otherwise; 404 for anyone else's request.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  body: z.strictObject({
    ...AcceptOfferChoiceSchema.shape,
    /**
     * The accepted offer's `sentAt`: which version of the offer the traveller read. Optional only for
     * pages loaded before it was sent; the site always sends it.
     */
    offerSentAt: z.optional(z.iso.datetime({ error: "invalid" })),
    locale: LocaleSchema,
  }),
  response: TripCheckoutSchema,
});

export const payTripBalance = defineEndpoint({
  ...routes.payTripBalance,
  access: "traveller",
  examples: { params: { id: "c9021b8d-8615-4539-b161-d60f4af171fd" }, body: { locale: "en" } },
  errors: ["CHECKOUT_UNAVAILABLE", "NOTHING_DUE", "NOT_FOUND"],
  summary:
    "Answers a checkout page for the balance of a booked trip paid by deposit, priced on the server from the stored payment. A balance checkout opened earlier is closed, so the balance is paid once (502 CHECKOUT_UNAVAILABLE when it cannot be closed). 409 NOTHING_DUE when nothing is left to pay, or the earlier checkout was paid meanwhile; 404 for anyone else's request.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  body: z.strictObject({ locale: LocaleSchema }),
  response: TripCheckoutSchema,
});
