// The web app's page URLs that take a parameter, without a language prefix (`useLocalizedPath`
// adds it). The route table's paths are shared/src/site/site-routes.ts; the request wizard's
// builders live in shared/src/site/site-paths.ts (the prerender and the edge read them too) and are
// re-exported here, so a page asks one module for every link it builds.
import type { Booking, TripPaymentPart } from "@tembea/shared";

export { isTripRequestPath, newTripRequestPath, tripRequestPath } from "@tembea/shared/site/site-paths";

export type TourKind = Booking["kind"];

/** The first segment of a tour's page and its booking flow: /group-tour/{id}, /special-tour/{id}. */
export const tourSegment = { group: "group-tour", special: "special-tour" } as const satisfies Record<
  TourKind,
  string
>;

/** A tour's page. */
export const tourPath = (kind: TourKind, tourId: string) => `/${tourSegment[kind]}/${tourId}`;

/** One step of a tour's booking flow. */
export const bookingStepPath = (kind: TourKind, tourId: string, step: string) =>
  `${tourPath(kind, tourId)}/${step}`;

/** Where the checkout returns after paying (any tour of the kind: the booking names it). */
export const thankYouPath = (kind: TourKind, bookingId: string) =>
  `/${tourSegment[kind]}/thank-you?booking=${bookingId}`;

/**
 * A booking's receipt through its id, the booker's capability, as the thank-you page reads the
 * booking: for a guest, and for anyone back from the checkout.
 */
export const bookingReceiptPath = (kind: TourKind, bookingId: string) =>
  `/${tourSegment[kind]}/receipt?booking=${encodeURIComponent(bookingId)}`;

/** My trips' segment of a booking's pages: /account/trips/tour/{id}, /account/trips/special-tour/{id}. */
const myBookingSegment = { group: "tour", special: "special-tour" } as const satisfies Record<
  TourKind,
  string
>;

/** One of the signed-in traveller's bookings, in My trips. */
export const myBookingPath = (kind: TourKind, bookingId: string) =>
  `/account/trips/${myBookingSegment[kind]}/${bookingId}`;

/** A signed-in traveller's booking's receipt, from My trips: the API answers only their own. */
export const myBookingReceiptPath = (kind: TourKind, bookingId: string) =>
  `${myBookingPath(kind, bookingId)}/receipt`;

/** One of the signed-in traveller's tailored-trip requests, in My trips. */
export const myTripRequestPath = (requestId: string) => `/account/trips/request/${requestId}`;

/** The summary of a booked tailored trip (its offer, payments and receipts). */
export const myTripRequestSummaryPath = (requestId: string) => `${myTripRequestPath(requestId)}/summary`;

/** The receipt of one payment (deposit, balance or full amount) of a booked tailored trip. */
export const tripPaymentReceiptPath = (requestId: string, part: TripPaymentPart) =>
  `${myTripRequestPath(requestId)}/receipt/${part}`;

/** A trip request in the agents' console. */
export const agentRequestPath = (requestId: string) => `/agent/requests/${requestId}`;
