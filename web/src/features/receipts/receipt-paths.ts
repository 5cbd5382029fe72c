import type { Booking, TripPaymentPart } from "@tembea/shared";

type BookingKind = Booking["kind"];

// Where each receipt lives (the pages that link to one, and the route table, use these; no texts here).

const kindSegment = { group: "group-tour", special: "special-tour" } as const;

/**
 * A booking's receipt through its id, the booker's capability, as the thank-you page reads the
 * booking: for a guest, and for anyone back from the checkout.
 */
export const bookingReceiptPath = (kind: BookingKind, bookingId: string) =>
  `/${kindSegment[kind]}/receipt?booking=${encodeURIComponent(bookingId)}`;

/** A signed-in traveller's booking's receipt, from My trips: the API answers only their own. */
export const myBookingReceiptPath = (kind: BookingKind, bookingId: string) =>
  `/account/trips/${kind === "group" ? "tour" : "special-tour"}/${bookingId}/receipt`;

/** The receipt of one payment (deposit, balance or full amount) of a booked tailored trip. */
export const tripPaymentReceiptPath = (requestId: string, part: TripPaymentPart) =>
  `/account/trips/request/${requestId}/receipt/${part}`;
