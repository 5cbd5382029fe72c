/**
 * Key builders: the only place that knows how items are keyed. docs/data-model.md mirrors this.
 */
export const keys = {
  destination: (slug: string) => ({ pk: `DESTINATION#${slug}`, sk: "DESTINATION" }),
  /** gsi1: all destinations under one partition, so the list is a Query, not a Scan. */
  destinationList: () => ({ gsi1pk: "DESTINATIONS" }),
  destinationListEntry: (slug: string) => ({ gsi1pk: "DESTINATIONS", gsi1sk: `DESTINATION#${slug}` }),

  agency: (id: string) => ({ pk: `AGENCY#${id}`, sk: "AGENCY" }),
  /** gsi1: the agency of a destination, where its tailored-trip requests go. */
  agencyOfDestination: (destination: string, agencyId: string) => ({
    gsi1pk: `AGENCIES#${destination}`,
    gsi1sk: `AGENCY#${agencyId}`,
  }),
  agenciesOfDestinationPartition: (destination: string) => `AGENCIES#${destination}`,

  tripRequest: (id: string) => ({ pk: `TRIP_REQUEST#${id}`, sk: "TRIP_REQUEST" }),
  /** gsi1: a traveller's requests, newest first. */
  tripRequestOfUser: (userId: string, createdAt: string, id: string) => ({
    gsi1pk: `USER#${userId}#TRIP_REQUESTS`,
    gsi1sk: `${createdAt}#${id}`,
  }),
  tripRequestsOfUserPartition: (userId: string) => `USER#${userId}#TRIP_REQUESTS`,
  /** gsi2: an agency's requests, newest first. */
  tripRequestOfAgency: (agencyId: string, createdAt: string, id: string) => ({
    gsi2pk: `AGENCY#${agencyId}#TRIP_REQUESTS`,
    gsi2sk: `${createdAt}#${id}`,
  }),
  tripRequestsOfAgencyPartition: (agencyId: string) => `AGENCY#${agencyId}#TRIP_REQUESTS`,
  /**
   * gsi3, sparse: only the requests the follow-up job acts on carry it, so it reads those alone. In
   * progress and the agency not yet reminded: by reply deadline.
   */
  tripRequestAwaitingReply: (replyDueAt: string) => ({
    gsi3pk: "TRIP_REQUESTS_AWAITING_REPLY",
    gsi3sk: replyDueAt,
  }),
  tripRequestsAwaitingReplyPartition: "TRIP_REQUESTS_AWAITING_REPLY",
  /** gsi3, sparse: requests whose offer is open (offer-available), by the offer's last valid day. */
  tripRequestWithOpenOffer: (validUntil: string) => ({
    gsi3pk: "TRIP_REQUESTS_WITH_OPEN_OFFER",
    gsi3sk: validUntil,
  }),
  tripRequestsWithOpenOfferPartition: "TRIP_REQUESTS_WITH_OPEN_OFFER",

  /** A tour's partition holds the tour, its departures and its reviews: one Query reads them all. */
  tourPartition: (tourId: string) => ({ pk: `TOUR#${tourId}` }),
  tour: (tourId: string) => ({ pk: `TOUR#${tourId}`, sk: "TOUR" }),
  departure: (tourId: string, startDate: string) => ({ pk: `TOUR#${tourId}`, sk: `DEPARTURE#${startDate}` }),
  departurePrefix: "DEPARTURE#",
  review: (tourId: string, createdAt: string, id: string) => ({
    pk: `TOUR#${tourId}`,
    sk: `REVIEW#${createdAt}#${id}`,
  }),
  reviewPrefix: "REVIEW#",
  /**
   * gsi1: every group-tour departure by start date, so the tour list reads the places of those still
   * ahead in one Query (those gone fall out of the range it reads).
   */
  departureListPartition: "GROUP_TOUR_DEPARTURES",
  departureListEntry: (tourId: string, startDate: string) => ({
    gsi1pk: "GROUP_TOUR_DEPARTURES",
    gsi1sk: `${startDate}#${tourId}`,
  }),

  /** gsi1: tours of a kind, sorted by destination, so "all" and "one destination" are both one Query. */
  tourListPartition: (kind: "group" | "special") => (kind === "group" ? "GROUP_TOURS" : "SPECIAL_TOURS"),
  tourListEntry: (kind: "group" | "special", destination: string, tourId: string) => ({
    gsi1pk: kind === "group" ? "GROUP_TOURS" : "SPECIAL_TOURS",
    gsi1sk: `DEST#${destination}#TOUR#${tourId}`,
  }),
  tourListDestinationPrefix: (destination: string) => `DEST#${destination}#`,

  /** gsi1: every review by time, newest first with ScanIndexForward=false. */
  reviewListPartition: "REVIEWS",
  reviewListEntry: (createdAt: string, id: string) => ({ gsi1pk: "REVIEWS", gsi1sk: `${createdAt}#${id}` }),

  exchangeRates: () => ({ pk: "EXCHANGE_RATES", sk: "LATEST" }),

  /** One fixed window of attempts; the subject (an address or a client IP) only as a hash. */
  rateWindow: (scope: string, subjectHash: string, windowStart: number) => ({
    pk: `RATE#${scope}#${subjectHash}`,
    sk: `WINDOW#${windowStart}`,
  }),

  /** Only the hash of a reset token ever reaches the table. */
  resetToken: (tokenHash: string) => ({ pk: `RESET_TOKEN#${tokenHash}`, sk: "RESET_TOKEN" }),
  /** A sign-up waiting for its code: which Cognito user is ours to replace or confirm. */
  pendingSignUp: (email: string) => ({ pk: `SIGN_UP#${email.toLowerCase()}`, sk: "PENDING" }),
  /** The current code of that sign-up (its hash alone), beside it; the TTL removes it after a day. */
  signUpCode: (email: string) => ({ pk: `SIGN_UP#${email.toLowerCase()}`, sk: "CODE" }),
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: "PROFILE" }),
  /**
   * When the account's password last changed: tokens issued before it are refused. Its own partition,
   * not the user's: every function reads it, and none of them may thereby read a profile.
   */
  sessionsStamp: (userId: string) => ({ pk: `SESSIONS#${userId}`, sk: "SESSIONS" }),

  booking: (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: "BOOKING" }),
  /** gsi1: a traveller's bookings by e-mail (account or guest), newest first. */
  bookingOfTraveller: (email: string, createdAt: string, bookingId: string) => ({
    gsi1pk: `TRAVELLER#${email.toLowerCase()}#BOOKINGS`,
    gsi1sk: `${createdAt}#${bookingId}`,
  }),
  bookingsOfTravellerPartition: (email: string) => `TRAVELLER#${email.toLowerCase()}#BOOKINGS`,
  /** gsi2, sparse: only held bookings carry it, so the expiry sweep reads exactly the open holds. */
  heldBookingEntry: (holdExpiresAt: string, bookingId: string) => ({
    gsi2pk: "HELD_BOOKINGS",
    gsi2sk: `${holdExpiresAt}#${bookingId}`,
  }),
  heldBookingsPartition: "HELD_BOOKINGS",
  /** gsi2, sparse: confirmed bookings whose review invitation is still to be sent, by end date. */
  awaitingReviewInvitePartition: "AWAITING_REVIEW_INVITE",
  reviewToken: (tokenHash: string) => ({ pk: `REVIEW_TOKEN#${tokenHash}`, sk: "REVIEW_TOKEN" }),
  /**
   * A short reference ("TMB-7K2Q9") and what it names, written with that booking or request on
   * condition it is new: what makes references unique (docs/decisions/0003-short-references.md).
   */
  reference: (reference: string) => ({ pk: `REFERENCE#${reference}`, sk: "REFERENCE" }),
  /** One item per payment event handled: the webhook's idempotency record. */
  paymentEvent: (eventId: string) => ({ pk: `PAYMENT_EVENT#${eventId}`, sk: "PAYMENT_EVENT" }),
} as const;

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
] as const;

export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...item };
  for (const key of keyAttributes) delete rest[key];
  return rest;
}
