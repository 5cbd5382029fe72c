// Generated from entities.ts by `npm run entities`: edit the declarations there, not this file.
import { type GlobalSecondaryIndex, gsi1, gsi2, gsi3 } from "./table-schema.js";

/** What a Query on an index reads: the index and the value of its partition key. */
export interface IndexPartition {
  index: GlobalSecondaryIndex;
  value: string;
}

// The key builders, each exported on its own: the data layer imports them as a namespace
// (`import * as keys`), so esbuild keeps in a bundle only those its function calls, and
// infra/cdk/bundle-table-access.ts still finds each by the module it comes from. docs/data-model.md
// lists what they make.
export const destination = (slug: string) => ({ pk: `DESTINATION#${slug}`, sk: "DESTINATION" });
export const destinationList = () => ({ index: gsi1, value: "DESTINATIONS" });
export const destinationListEntry = (slug: string) => ({
  gsi1pk: "DESTINATIONS",
  gsi1sk: `DESTINATION#${slug}`,
});
export const agency = (agencyId: string) => ({ pk: `AGENCY#${agencyId}`, sk: "AGENCY" });
export const agencyListEntry = (agencyId: string) => ({ gsi1pk: "AGENCIES", gsi1sk: `${agencyId}` });
export const agencyListPartition = () => ({ index: gsi1, value: "AGENCIES" });
export const requestRoute = (destination: string) => ({ pk: `REQUEST_ROUTE#${destination}`, sk: "ROUTE" });
export const agent = (userId: string) => ({ pk: `AGENT#${userId}`, sk: "AGENT" });
export const agentOfAgencyEntry = (agencyId: string, email: string) => ({
  gsi1pk: `AGENCY#${agencyId}#AGENTS`,
  gsi1sk: `${email.toLowerCase()}`,
});
export const agentsOfAgencyPartition = (agencyId: string) => ({
  index: gsi1,
  value: `AGENCY#${agencyId}#AGENTS`,
});
export const invitation = (tokenHash: string) => ({ pk: `INVITATION#${tokenHash}`, sk: "INVITATION" });
export const tripRequest = (id: string) => ({ pk: `TRIP_REQUEST#${id}`, sk: "TRIP_REQUEST" });
export const tripRequestOfUser = (userId: string, createdAt: string, id: string) => ({
  gsi1pk: `USER#${userId}#TRIP_REQUESTS`,
  gsi1sk: `${createdAt}#${id}`,
});
export const tripRequestsOfUserPartition = (userId: string) => ({
  index: gsi1,
  value: `USER#${userId}#TRIP_REQUESTS`,
});
export const tripRequestOfAgency = (agencyId: string, createdAt: string, id: string) => ({
  gsi2pk: `AGENCY#${agencyId}#TRIP_REQUESTS`,
  gsi2sk: `${createdAt}#${id}`,
});
export const tripRequestsOfAgencyPartition = (agencyId: string) => ({
  index: gsi2,
  value: `AGENCY#${agencyId}#TRIP_REQUESTS`,
});
export const tripRequestAwaitingReply = (replyDueAt: string) => ({
  gsi3pk: "TRIP_REQUESTS_AWAITING_REPLY",
  gsi3sk: `${replyDueAt}`,
});
export const tripRequestsAwaitingReplyPartition = () => ({
  index: gsi3,
  value: "TRIP_REQUESTS_AWAITING_REPLY",
});
export const tripRequestWithOpenOffer = (validUntil: string) => ({
  gsi3pk: "TRIP_REQUESTS_WITH_OPEN_OFFER",
  gsi3sk: `${validUntil}`,
});
export const tripRequestsWithOpenOfferPartition = () => ({
  index: gsi3,
  value: "TRIP_REQUESTS_WITH_OPEN_OFFER",
});
export const tourPartition = (tourId: string) => ({ pk: `TOUR#${tourId}` });
export const tour = (tourId: string) => ({ pk: `TOUR#${tourId}`, sk: "TOUR" });
export const departure = (tourId: string, startDate: string) => ({
  pk: `TOUR#${tourId}`,
  sk: `DEPARTURE#${startDate}`,
});
export const departurePrefix = "DEPARTURE#";
export const cancelledDate = (tourId: string, startDate: string) => ({
  pk: `TOUR#${tourId}`,
  sk: `CANCELLED_DATE#${startDate}`,
});
export const review = (tourId: string, createdAt: string, id: string) => ({
  pk: `TOUR#${tourId}`,
  sk: `REVIEW#${createdAt}#${id}`,
});
export const reviewPrefix = "REVIEW#";
export const departureListPartition = () => ({ index: gsi1, value: "GROUP_TOUR_DEPARTURES" });
export const departureListEntry = (tourId: string, startDate: string) => ({
  gsi1pk: "GROUP_TOUR_DEPARTURES",
  gsi1sk: `${startDate}#${tourId}`,
});
export const tourListPartition = (kind: "group" | "special") =>
  kind === "group" ? { index: gsi1, value: "GROUP_TOURS" } : { index: gsi1, value: "SPECIAL_TOURS" };
export const tourListEntry = (kind: "group" | "special", destination: string, tourId: string) =>
  kind === "group"
    ? { gsi1pk: "GROUP_TOURS", gsi1sk: `DEST#${destination}#TOUR#${tourId}` }
    : { gsi1pk: "SPECIAL_TOURS", gsi1sk: `DEST#${destination}#TOUR#${tourId}` };
export const publicTourOfAgencyEntry = (agencyId: string, tourId: string) => ({
  gsi2pk: `AGENCY#${agencyId}#PUBLIC_TOURS`,
  gsi2sk: `${tourId}`,
});
export const publicToursOfAgencyPartition = (agencyId: string) => ({
  index: gsi2,
  value: `AGENCY#${agencyId}#PUBLIC_TOURS`,
});
export const tourListDestinationPrefix = (destination: string) => `DEST#${destination}#TOUR#`;
export const reviewListPartition = () => ({ index: gsi1, value: "REVIEWS" });
export const reviewListEntry = (createdAt: string, id: string) => ({
  gsi1pk: "REVIEWS",
  gsi1sk: `${createdAt}#${id}`,
});
export const tourDraft = (tourId: string) => ({ pk: `DRAFT#${tourId}`, sk: "DRAFT" });
export const tourOfAgencyEntry = (agencyId: string, tourId: string) => ({
  gsi2pk: `AGENCY#${agencyId}#TOURS`,
  gsi2sk: `${tourId}`,
});
export const toursOfAgencyPartition = (agencyId: string) => ({
  index: gsi2,
  value: `AGENCY#${agencyId}#TOURS`,
});
export const tourPhoto = (tourId: string, photoId: string) => ({
  pk: `DRAFT#${tourId}`,
  sk: `PHOTO#${photoId}`,
});
export const tourPhotosPrefix = "PHOTO#";
export const exchangeRates = () => ({ pk: "EXCHANGE_RATES", sk: "LATEST" });
export const rateWindow = (scope: string, subjectHash: string, windowStart: number) => ({
  pk: `RATE#${scope}#${subjectHash}`,
  sk: `WINDOW#${windowStart}`,
});
export const resetToken = (tokenHash: string) => ({ pk: `RESET_TOKEN#${tokenHash}`, sk: "RESET_TOKEN" });
export const pendingSignUp = (email: string) => ({ pk: `SIGN_UP#${email.toLowerCase()}`, sk: "PENDING" });
export const signUpCode = (email: string) => ({ pk: `SIGN_UP#${email.toLowerCase()}`, sk: "CODE" });
export const profile = (userId: string) => ({ pk: `USER#${userId}`, sk: "PROFILE" });
export const sessionsStamp = (userId: string) => ({ pk: `SESSIONS#${userId}`, sk: "SESSIONS" });
export const booking = (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: "BOOKING" });
export const bookingOfTraveller = (email: string, createdAt: string, bookingId: string) => ({
  gsi1pk: `TRAVELLER#${email.toLowerCase()}#BOOKINGS`,
  gsi1sk: `${createdAt}#${bookingId}`,
});
export const bookingsOfTravellerPartition = (email: string) => ({
  index: gsi1,
  value: `TRAVELLER#${email.toLowerCase()}#BOOKINGS`,
});
export const heldBookingEntry = (holdExpiresAt: string, bookingId: string) => ({
  gsi2pk: "HELD_BOOKINGS",
  gsi2sk: `${holdExpiresAt}#${bookingId}`,
});
export const heldBookingsPartition = () => ({ index: gsi2, value: "HELD_BOOKINGS" });
export const awaitingReviewInviteEntry = (endDate: string) => ({
  gsi2pk: "AWAITING_REVIEW_INVITE",
  gsi2sk: `${endDate}`,
});
export const awaitingReviewInvitePartition = () => ({ index: gsi2, value: "AWAITING_REVIEW_INVITE" });
export const refundDueEntry = (bookingId: string, cancelledAt: string) => ({
  gsi2pk: "REFUNDS_DUE",
  gsi2sk: `${cancelledAt}#${bookingId}`,
});
export const refundsDuePartition = () => ({ index: gsi2, value: "REFUNDS_DUE" });
export const bookingOfTourEntry = (
  createdAt: string,
  bookingId: string,
  tourId: string,
  startDate: string,
) => ({ gsi3pk: `TOUR_BOOKINGS#${tourId}`, gsi3sk: `${startDate}#${createdAt}#${bookingId}` });
export const bookingsOfTourPartition = (tourId: string) => ({
  index: gsi3,
  value: `TOUR_BOOKINGS#${tourId}`,
});
export const bookingsOfDeparturePrefix = (startDate: string) => `${startDate}#`;
export const reviewToken = (tokenHash: string) => ({ pk: `REVIEW_TOKEN#${tokenHash}`, sk: "REVIEW_TOKEN" });
export const ledgerEntry = (agencyId: string, at: string, kind: string, entryId: string) => ({
  pk: `LEDGER#${agencyId}`,
  sk: `${at}#${kind}#${entryId}`,
});
export const ledgerOfAgencyPartition = (agencyId: string) => ({ pk: `LEDGER#${agencyId}` });
export const reference = (reference: string) => ({ pk: `REFERENCE#${reference}`, sk: "REFERENCE" });
export const paymentEvent = (eventId: string) => ({ pk: `PAYMENT_EVENT#${eventId}`, sk: "PAYMENT_EVENT" });
export const submission = (key: string) => ({ pk: `SUBMISSION#${key}`, sk: "SUBMISSION" });
export const auditEntry = (scope: string, at: string, entryId: string) => ({
  pk: `AUDIT#${scope}`,
  sk: `${at}#${entryId}`,
});
export const auditScopePartition = (scope: string) => ({ pk: `AUDIT#${scope}` });
export const auditOfMonthEntry = (at: string, entryId: string, yearMonth: string) => ({
  gsi1pk: `AUDIT_MONTH#${yearMonth}`,
  gsi1sk: `${at}#${entryId}`,
});
export const auditOfMonthPartition = (yearMonth: string) => ({
  index: gsi1,
  value: `AUDIT_MONTH#${yearMonth}`,
});

/** All builders in one object, for tests and tools; a Lambda's code never imports it. */
export const keys = {
  destination,
  destinationList,
  destinationListEntry,
  agency,
  agencyListEntry,
  agencyListPartition,
  requestRoute,
  agent,
  agentOfAgencyEntry,
  agentsOfAgencyPartition,
  invitation,
  tripRequest,
  tripRequestOfUser,
  tripRequestsOfUserPartition,
  tripRequestOfAgency,
  tripRequestsOfAgencyPartition,
  tripRequestAwaitingReply,
  tripRequestsAwaitingReplyPartition,
  tripRequestWithOpenOffer,
  tripRequestsWithOpenOfferPartition,
  tourPartition,
  tour,
  departure,
  departurePrefix,
  cancelledDate,
  review,
  reviewPrefix,
  departureListPartition,
  departureListEntry,
  tourListPartition,
  tourListEntry,
  publicTourOfAgencyEntry,
  publicToursOfAgencyPartition,
  tourListDestinationPrefix,
  reviewListPartition,
  reviewListEntry,
  tourDraft,
  tourOfAgencyEntry,
  toursOfAgencyPartition,
  tourPhoto,
  tourPhotosPrefix,
  exchangeRates,
  rateWindow,
  resetToken,
  pendingSignUp,
  signUpCode,
  profile,
  sessionsStamp,
  booking,
  bookingOfTraveller,
  bookingsOfTravellerPartition,
  heldBookingEntry,
  heldBookingsPartition,
  awaitingReviewInviteEntry,
  awaitingReviewInvitePartition,
  refundDueEntry,
  refundsDuePartition,
  bookingOfTourEntry,
  bookingsOfTourPartition,
  bookingsOfDeparturePrefix,
  reviewToken,
  ledgerEntry,
  ledgerOfAgencyPartition,
  reference,
  paymentEvent,
  submission,
  auditEntry,
  auditScopePartition,
  auditOfMonthEntry,
  auditOfMonthPartition,
};

// The index each index partition is on, for updates that set or remove an item's entry there.
export const destinationListIndex = gsi1;
export const agencyListIndex = gsi1;
export const agentsOfAgencyIndex = gsi1;
export const groupToursIndex = gsi1;
export const publicToursOfAgencyIndex = gsi2;
export const specialToursIndex = gsi1;
export const groupTourDeparturesIndex = gsi1;
export const toursOfAgencyIndex = gsi2;
export const reviewsIndex = gsi1;
export const tripRequestsOfUserIndex = gsi1;
export const tripRequestsOfAgencyIndex = gsi2;
export const tripRequestsAwaitingReplyIndex = gsi3;
export const tripRequestsWithOpenOfferIndex = gsi3;
export const bookingsOfTravellerIndex = gsi1;
export const heldBookingsIndex = gsi2;
export const awaitingReviewInviteIndex = gsi2;
export const refundsDueIndex = gsi2;
export const bookingsOfTourIndex = gsi3;
export const auditOfMonthIndex = gsi1;

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
