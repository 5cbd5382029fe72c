// Generated from entities.ts by `npm run entities`: edit the declarations there, not this file.
import { type GlobalSecondaryIndex, gsi1, gsi2, gsi3 } from "./table-schema.js";

/** What a Query on an index reads: the index and the value of its partition key. */
export interface IndexPartition {
  index: GlobalSecondaryIndex;
  value: string;
}

/** The key builders; docs/data-model.md lists what they make. */
export const keys = {
  destination: (slug: string) => ({ pk: `DESTINATION#${slug}`, sk: "DESTINATION" }),
  destinationList: () => ({ index: gsi1, value: "DESTINATIONS" }),
  destinationListEntry: (slug: string) => ({ gsi1pk: "DESTINATIONS", gsi1sk: `DESTINATION#${slug}` }),
  agency: (agencyId: string) => ({ pk: `AGENCY#${agencyId}`, sk: "AGENCY" }),
  agencyOfDestination: (destination: string, agencyId: string) => ({
    gsi1pk: `AGENCIES#${destination}`,
    gsi1sk: `AGENCY#${agencyId}`,
  }),
  agenciesOfDestinationPartition: (destination: string) => ({
    index: gsi1,
    value: `AGENCIES#${destination}`,
  }),
  tripRequest: (id: string) => ({ pk: `TRIP_REQUEST#${id}`, sk: "TRIP_REQUEST" }),
  tripRequestOfUser: (userId: string, createdAt: string, id: string) => ({
    gsi1pk: `USER#${userId}#TRIP_REQUESTS`,
    gsi1sk: `${createdAt}#${id}`,
  }),
  tripRequestsOfUserPartition: (userId: string) => ({ index: gsi1, value: `USER#${userId}#TRIP_REQUESTS` }),
  tripRequestOfAgency: (agencyId: string, createdAt: string, id: string) => ({
    gsi2pk: `AGENCY#${agencyId}#TRIP_REQUESTS`,
    gsi2sk: `${createdAt}#${id}`,
  }),
  tripRequestsOfAgencyPartition: (agencyId: string) => ({
    index: gsi2,
    value: `AGENCY#${agencyId}#TRIP_REQUESTS`,
  }),
  tripRequestAwaitingReply: (replyDueAt: string) => ({
    gsi3pk: "TRIP_REQUESTS_AWAITING_REPLY",
    gsi3sk: `${replyDueAt}`,
  }),
  tripRequestsAwaitingReplyPartition: () => ({ index: gsi3, value: "TRIP_REQUESTS_AWAITING_REPLY" }),
  tripRequestWithOpenOffer: (validUntil: string) => ({
    gsi3pk: "TRIP_REQUESTS_WITH_OPEN_OFFER",
    gsi3sk: `${validUntil}`,
  }),
  tripRequestsWithOpenOfferPartition: () => ({ index: gsi3, value: "TRIP_REQUESTS_WITH_OPEN_OFFER" }),
  tourPartition: (tourId: string) => ({ pk: `TOUR#${tourId}` }),
  tour: (tourId: string) => ({ pk: `TOUR#${tourId}`, sk: "TOUR" }),
  departure: (tourId: string, startDate: string) => ({ pk: `TOUR#${tourId}`, sk: `DEPARTURE#${startDate}` }),
  departurePrefix: "DEPARTURE#",
  review: (tourId: string, createdAt: string, id: string) => ({
    pk: `TOUR#${tourId}`,
    sk: `REVIEW#${createdAt}#${id}`,
  }),
  reviewPrefix: "REVIEW#",
  departureListPartition: () => ({ index: gsi1, value: "GROUP_TOUR_DEPARTURES" }),
  departureListEntry: (tourId: string, startDate: string) => ({
    gsi1pk: "GROUP_TOUR_DEPARTURES",
    gsi1sk: `${startDate}#${tourId}`,
  }),
  tourListPartition: (kind: "group" | "special") =>
    kind === "group" ? { index: gsi1, value: "GROUP_TOURS" } : { index: gsi1, value: "SPECIAL_TOURS" },
  tourListEntry: (kind: "group" | "special", destination: string, tourId: string) =>
    kind === "group"
      ? { gsi1pk: "GROUP_TOURS", gsi1sk: `DEST#${destination}#TOUR#${tourId}` }
      : { gsi1pk: "SPECIAL_TOURS", gsi1sk: `DEST#${destination}#TOUR#${tourId}` },
  tourListDestinationPrefix: (destination: string) => `DEST#${destination}#TOUR#`,
  reviewListPartition: () => ({ index: gsi1, value: "REVIEWS" }),
  reviewListEntry: (createdAt: string, id: string) => ({ gsi1pk: "REVIEWS", gsi1sk: `${createdAt}#${id}` }),
  exchangeRates: () => ({ pk: "EXCHANGE_RATES", sk: "LATEST" }),
  rateWindow: (scope: string, subjectHash: string, windowStart: number) => ({
    pk: `RATE#${scope}#${subjectHash}`,
    sk: `WINDOW#${windowStart}`,
  }),
  resetToken: (tokenHash: string) => ({ pk: `RESET_TOKEN#${tokenHash}`, sk: "RESET_TOKEN" }),
  pendingSignUp: (email: string) => ({ pk: `SIGN_UP#${email.toLowerCase()}`, sk: "PENDING" }),
  signUpCode: (email: string) => ({ pk: `SIGN_UP#${email.toLowerCase()}`, sk: "CODE" }),
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: "PROFILE" }),
  sessionsStamp: (userId: string) => ({ pk: `SESSIONS#${userId}`, sk: "SESSIONS" }),
  booking: (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: "BOOKING" }),
  bookingOfTraveller: (email: string, createdAt: string, bookingId: string) => ({
    gsi1pk: `TRAVELLER#${email.toLowerCase()}#BOOKINGS`,
    gsi1sk: `${createdAt}#${bookingId}`,
  }),
  bookingsOfTravellerPartition: (email: string) => ({
    index: gsi1,
    value: `TRAVELLER#${email.toLowerCase()}#BOOKINGS`,
  }),
  heldBookingEntry: (holdExpiresAt: string, bookingId: string) => ({
    gsi2pk: "HELD_BOOKINGS",
    gsi2sk: `${holdExpiresAt}#${bookingId}`,
  }),
  heldBookingsPartition: () => ({ index: gsi2, value: "HELD_BOOKINGS" }),
  awaitingReviewInviteEntry: (endDate: string) => ({
    gsi2pk: "AWAITING_REVIEW_INVITE",
    gsi2sk: `${endDate}`,
  }),
  awaitingReviewInvitePartition: () => ({ index: gsi2, value: "AWAITING_REVIEW_INVITE" }),
  reviewToken: (tokenHash: string) => ({ pk: `REVIEW_TOKEN#${tokenHash}`, sk: "REVIEW_TOKEN" }),
  reference: (reference: string) => ({ pk: `REFERENCE#${reference}`, sk: "REFERENCE" }),
  paymentEvent: (eventId: string) => ({ pk: `PAYMENT_EVENT#${eventId}`, sk: "PAYMENT_EVENT" }),
};

// The index each index partition is on, for updates that set or remove an item's entry there.
export const destinationListIndex = gsi1;
export const agenciesOfDestinationIndex = gsi1;
export const groupToursIndex = gsi1;
export const specialToursIndex = gsi1;
export const groupTourDeparturesIndex = gsi1;
export const reviewsIndex = gsi1;
export const tripRequestsOfUserIndex = gsi1;
export const tripRequestsOfAgencyIndex = gsi2;
export const tripRequestsAwaitingReplyIndex = gsi3;
export const tripRequestsWithOpenOfferIndex = gsi3;
export const bookingsOfTravellerIndex = gsi1;
export const heldBookingsIndex = gsi2;
export const awaitingReviewInviteIndex = gsi2;

/** Attributes that are keys, stripped before an item is handed out as an entity. */
export const keyAttributes = [
  "pk",
  "sk",
  "gsi1pk",
  "gsi1sk",
  "gsi2pk",
  "gsi2sk",
  "gsi3pk",
  "gsi3sk",
  "expiresAt",
  "entity",
];

export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...item };
  for (const key of keyAttributes) delete rest[key];
  return rest;
}
