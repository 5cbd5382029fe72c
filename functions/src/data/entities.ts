import { type GlobalSecondaryIndex, gsi1, gsi2, gsi3 } from "./table-schema.js";

/**
 * Every item type of the single table, declared once, in the spirit of ElectroDB's `Entity` but for
 * its keys alone (docs/decisions/0017-entities-declared-once.md): its key templates, the IAM
 * partition its `pk` falls in, and the index entries it may carry, each named for the partition a
 * Query on that index reads. A template names its parts in braces (`ITEM#{id}`).
 *
 * Made from these, never written by hand: the key builders in keys.ts and the keys table of
 * docs/data-model.md (`npm run entities`; a test fails when either is stale), and the IAM
 * LeadingKeys patterns (infra/cdk/table-partitions.ts). Only tools and infra import this module:
 * the Lambdas carry the generated builders, plain template literals, and not these declarations.
 */

/** A part of a key: a string, a number, or a string stored lower-cased (e-mail addresses). */
export type Part = "string" | "number" | "lower-cased";

export interface IndexDeclaration {
  /** One of table-schema.ts's indexes. */
  index: GlobalSecondaryIndex;
  pk: string;
  sk: string;
}

export interface EntityDeclaration {
  /** The item type as docs/data-model.md names it. */
  name: string;
  /** The IAM partition (infra/cdk/table-partitions.ts) its `pk` falls in; entities may share one. */
  partition: string;
  /** Every part its templates name, in the order its builders take them. */
  params: Record<string, Part>;
  pk: string;
  sk: string;
  /** The index entries it may carry, each a partition of its own name on that index. */
  indexes?: Record<string, IndexDeclaration>;
}

const defineEntity = <const D extends EntityDeclaration>(declaration: D): D => declaration;

export const entities = {
  destination: defineEntity({
    name: "destination",
    partition: "destination",
    params: { slug: "string" },
    pk: "DESTINATION#{slug}",
    sk: "DESTINATION",
    // All destinations under one partition, so the list is a Query, not a Scan.
    indexes: { destinationList: { index: gsi1, pk: "DESTINATIONS", sk: "DESTINATION#{slug}" } },
  }),
  agency: defineEntity({
    name: "agency",
    partition: "agency",
    params: { agencyId: "string" },
    pk: "AGENCY#{agencyId}",
    sk: "AGENCY",
    // Every agency under one partition, so the operator's list is a Query, not a Scan.
    indexes: { agencyList: { index: gsi1, pk: "AGENCIES", sk: "{agencyId}" } },
  }),
  requestRoute: defineEntity({
    // Which agency answers a destination's tailored requests: one item per destination, written on
    // condition it is absent or already that agency's, in the agency's own transaction, so two
    // agencies can never claim one destination.
    name: "request route",
    partition: "requestRoute",
    params: { destination: "string" },
    pk: "REQUEST_ROUTE#{destination}",
    sk: "ROUTE",
  }),
  agent: defineEntity({
    // An agent's account as the operator sees it (the identity itself is Cognito's).
    name: "agent",
    partition: "agent",
    params: { userId: "string", agencyId: "string", email: "lower-cased" },
    pk: "AGENT#{userId}",
    sk: "AGENT",
    indexes: { agentsOfAgency: { index: gsi1, pk: "AGENCY#{agencyId}#AGENTS", sk: "{email}" } },
  }),
  invitation: defineEntity({
    // Only the hash of an invitation's token reaches the table; single use, seven days (TTL).
    name: "invitation",
    partition: "invitation",
    params: { tokenHash: "string" },
    pk: "INVITATION#{tokenHash}",
    sk: "INVITATION",
  }),
  groupTour: defineEntity({
    name: "group tour",
    // A tour's partition holds the tour, its departures and its reviews: one Query reads them all.
    partition: "tour",
    params: { agencyId: "string", destination: "string", tourId: "string" },
    pk: "TOUR#{tourId}",
    sk: "TOUR",
    indexes: {
      // Tours of a kind, sorted by destination, so "all" and "one destination" are both one Query.
      groupTours: { index: gsi1, pk: "GROUP_TOURS", sk: "DEST#{destination}#TOUR#{tourId}" },
      // Every public tour item of an agency, listed or not (unpublishing keeps it), so its console
      // finds tours published before drafts existed (the demo's) without reading the marketplace.
      publicToursOfAgency: { index: gsi2, pk: "AGENCY#{agencyId}#PUBLIC_TOURS", sk: "{tourId}" },
    },
  }),
  specialTour: defineEntity({
    name: "special tour",
    partition: "tour",
    params: { agencyId: "string", destination: "string", tourId: "string" },
    pk: "TOUR#{tourId}",
    sk: "TOUR",
    indexes: {
      specialTours: { index: gsi1, pk: "SPECIAL_TOURS", sk: "DEST#{destination}#TOUR#{tourId}" },
      publicToursOfAgency: { index: gsi2, pk: "AGENCY#{agencyId}#PUBLIC_TOURS", sk: "{tourId}" },
    },
  }),
  departure: defineEntity({
    name: "departure",
    partition: "tour",
    params: { tourId: "string", startDate: "string" },
    pk: "TOUR#{tourId}",
    sk: "DEPARTURE#{startDate}",
    // Every group-tour departure by start date, so the tour list reads the places of those still
    // ahead in one Query (those gone fall out of the range it reads).
    indexes: {
      groupTourDepartures: { index: gsi1, pk: "GROUP_TOUR_DEPARTURES", sk: "{startDate}#{tourId}" },
    },
  }),
  cancelledDate: defineEntity({
    // A special tour's booked date its agency cancelled (a group tour's departure item says so
    // itself): no new hold on that date, and no payment confirms a booking on it.
    name: "cancelled special tour date",
    partition: "tour",
    params: { tourId: "string", startDate: "string" },
    pk: "TOUR#{tourId}",
    sk: "CANCELLED_DATE#{startDate}",
  }),
  tourDraft: defineEntity({
    // What an agency edits (docs/decisions/0020): a partition of its own, not the tour's, so the
    // public handlers, which may read `tour`, can never reach a draft (IAM LeadingKeys).
    name: "tour draft",
    partition: "tourDraft",
    params: { agencyId: "string", tourId: "string" },
    pk: "DRAFT#{tourId}",
    sk: "DRAFT",
    // An agency's tours, for its console's list.
    indexes: { toursOfAgency: { index: gsi2, pk: "AGENCY#{agencyId}#TOURS", sk: "{tourId}" } },
  }),
  tourPhoto: defineEntity({
    // Beside its tour's draft, so the public handlers can never reach it either; the draft holds the
    // order, cover and alt texts, this item the upload's state (processing, ready, failed).
    name: "tour photo",
    partition: "tourDraft",
    params: { tourId: "string", photoId: "string" },
    pk: "DRAFT#{tourId}",
    sk: "PHOTO#{photoId}",
  }),
  review: defineEntity({
    name: "review",
    partition: "tour",
    params: { tourId: "string", createdAt: "string", id: "string" },
    pk: "TOUR#{tourId}",
    sk: "REVIEW#{createdAt}#{id}",
    // Every review by time, newest first with ScanIndexForward=false.
    indexes: { reviews: { index: gsi1, pk: "REVIEWS", sk: "{createdAt}#{id}" } },
  }),
  exchangeRates: defineEntity({
    name: "exchange rates",
    partition: "exchangeRates",
    params: {},
    pk: "EXCHANGE_RATES",
    sk: "LATEST",
  }),
  rateWindow: defineEntity({
    // One fixed window of attempts; the subject (an address or a client IP) only as a hash.
    name: "rate window",
    partition: "rateWindow",
    params: { scope: "string", subjectHash: "string", windowStart: "number" },
    pk: "RATE#{scope}#{subjectHash}",
    sk: "WINDOW#{windowStart}",
  }),
  resetToken: defineEntity({
    // Only the hash of a reset token ever reaches the table.
    name: "reset token",
    partition: "resetToken",
    params: { tokenHash: "string" },
    pk: "RESET_TOKEN#{tokenHash}",
    sk: "RESET_TOKEN",
  }),
  pendingSignUp: defineEntity({
    // A sign-up waiting for its code: which Cognito user is ours to replace or confirm.
    name: "pending sign-up",
    partition: "pendingSignUp",
    params: { email: "lower-cased" },
    pk: "SIGN_UP#{email}",
    sk: "PENDING",
  }),
  signUpCode: defineEntity({
    // The current code of that sign-up (its hash alone), beside it; the TTL removes it after a day.
    name: "sign-up code",
    partition: "pendingSignUp",
    params: { email: "lower-cased" },
    pk: "SIGN_UP#{email}",
    sk: "CODE",
  }),
  profile: defineEntity({
    name: "profile",
    partition: "profile",
    params: { userId: "string" },
    pk: "USER#{userId}",
    sk: "PROFILE",
  }),
  sessionsStamp: defineEntity({
    // When the account's password last changed: tokens issued before it are refused. Its own
    // partition, not the user's: every function reads it, and none of them may thereby read a profile.
    name: "sessions stamp",
    partition: "sessions",
    params: { userId: "string" },
    pk: "SESSIONS#{userId}",
    sk: "SESSIONS",
  }),
  tripRequest: defineEntity({
    name: "trip request",
    partition: "tripRequest",
    params: {
      userId: "string",
      agencyId: "string",
      createdAt: "string",
      id: "string",
      replyDueAt: "string",
      validUntil: "string",
    },
    pk: "TRIP_REQUEST#{id}",
    sk: "TRIP_REQUEST",
    indexes: {
      // A traveller's requests, newest first.
      tripRequestsOfUser: { index: gsi1, pk: "USER#{userId}#TRIP_REQUESTS", sk: "{createdAt}#{id}" },
      // An agency's requests, newest first.
      tripRequestsOfAgency: { index: gsi2, pk: "AGENCY#{agencyId}#TRIP_REQUESTS", sk: "{createdAt}#{id}" },
      // Sparse: only the requests the follow-up job acts on carry it, so it reads those alone. In
      // progress and the agency not yet reminded, by reply deadline; with an open offer, by the
      // offer's last valid day.
      tripRequestsAwaitingReply: { index: gsi3, pk: "TRIP_REQUESTS_AWAITING_REPLY", sk: "{replyDueAt}" },
      tripRequestsWithOpenOffer: { index: gsi3, pk: "TRIP_REQUESTS_WITH_OPEN_OFFER", sk: "{validUntil}" },
    },
  }),
  booking: defineEntity({
    name: "booking",
    partition: "booking",
    params: {
      email: "lower-cased",
      holdExpiresAt: "string",
      createdAt: "string",
      bookingId: "string",
      endDate: "string",
      tourId: "string",
      startDate: "string",
      cancelledAt: "string",
    },
    pk: "BOOKING#{bookingId}",
    sk: "BOOKING",
    indexes: {
      // A traveller's bookings by e-mail (account or guest), newest first.
      bookingsOfTraveller: { index: gsi1, pk: "TRAVELLER#{email}#BOOKINGS", sk: "{createdAt}#{bookingId}" },
      // Sparse: only held bookings carry it, so the expiry sweep reads exactly the open holds.
      heldBookings: { index: gsi2, pk: "HELD_BOOKINGS", sk: "{holdExpiresAt}#{bookingId}" },
      // Sparse: confirmed bookings whose review invitation is still to be sent, by end date.
      awaitingReviewInvite: { index: gsi2, pk: "AWAITING_REVIEW_INVITE", sk: "{endDate}" },
      // Sparse: cancelled bookings whose refund the provider has not yet accepted, oldest first, for
      // the job that retries them (a cancelled booking's review invitation is never sent).
      refundsDue: { index: gsi2, pk: "REFUNDS_DUE", sk: "{cancelledAt}#{bookingId}" },
      // Confirmed bookings (and those cancelled since) of a tour by start date, for its agency's
      // manifests: a departure is a range of it, and a special tour's dates (each booking is its own
      // departure) are the partition read whole. Not under `TOUR#`, the public handlers' partition.
      bookingsOfTour: {
        index: gsi3,
        pk: "TOUR_BOOKINGS#{tourId}",
        sk: "{startDate}#{createdAt}#{bookingId}",
      },
    },
  }),
  reviewToken: defineEntity({
    name: "review token",
    partition: "reviewToken",
    params: { tokenHash: "string" },
    pk: "REVIEW_TOKEN#{tokenHash}",
    sk: "REVIEW_TOKEN",
  }),
  paymentEvent: defineEntity({
    // One item per payment event handled: the webhook's idempotency record.
    name: "payment event",
    partition: "paymentEvent",
    params: { eventId: "string" },
    pk: "PAYMENT_EVENT#{eventId}",
    sk: "PAYMENT_EVENT",
  }),
  submission: defineEntity({
    // A submission an Idempotency-Key named (docs/decisions/0037): written in the same transaction
    // as what it made (a hold, a trip request), with its answer, so a retry is answered that answer.
    // Kept as long as the answer is good for (a hold's life, a day); TTL.
    name: "submission",
    partition: "submission",
    params: { key: "string" },
    pk: "SUBMISSION#{key}",
    sk: "SUBMISSION",
  }),
  reference: defineEntity({
    // A short reference ("TMB-7K2Q9") and what it names, written with that booking or request on
    // condition it is new: what makes references unique (docs/decisions/0003-short-references.md).
    name: "reference",
    partition: "reference",
    params: { reference: "string" },
    pk: "REFERENCE#{reference}",
    sk: "REFERENCE",
  }),
  ledgerEntry: defineEntity({
    // Money in and out for an agency's statement, one item per movement, written in the same
    // transaction as what moved it (a booking confirmed by its payment, a refund paid, a tailored
    // trip's payment); never changed afterwards. By time, so a month is one Query on a range.
    name: "ledger entry",
    partition: "ledger",
    params: { agencyId: "string", at: "string", kind: "string", entryId: "string" },
    pk: "LEDGER#{agencyId}",
    sk: "{at}#{kind}#{entryId}",
  }),
  auditEntry: defineEntity({
    // Who changed what (shared/src/domain/audit.ts). The scope is the agency's id for an agency's
    // records and `OPERATOR` for the operator's own, so an agency reads its history in one Query;
    // the operator reads everyone's by month.
    name: "audit entry",
    partition: "audit",
    params: { scope: "string", at: "string", entryId: "string", yearMonth: "string" },
    pk: "AUDIT#{scope}",
    sk: "{at}#{entryId}",
    indexes: { auditOfMonth: { index: gsi1, pk: "AUDIT_MONTH#{yearMonth}", sk: "{at}#{entryId}" } },
  }),
} satisfies Record<string, EntityDeclaration>;

export type EntityName = keyof typeof entities;

/**
 * What a key builder of keys.ts makes of its entity: the item's `key` ({pk, sk}), its table
 * `partitionKey` ({pk}, for a Query on the table), an index `entry` (the index attributes an item
 * carries), an index `partition` (what a Query on the index reads), or a sort key's `sortPrefix`
 * filled with its first `parts` parts (for `begins_with`). `byKind` chooses by its first argument,
 * a tour's kind.
 */
export type KeyBuilderSpec =
  | { entity: EntityName; make: "key" | "partitionKey" }
  | { entity: EntityName; make: "sortPrefix"; parts: number; index?: string }
  | { entity: EntityName; index: string; make: "entry" | "partition" }
  | { byKind: { group: KeyBuilderSpec; special: KeyBuilderSpec } };

/** The builders keys.ts exports, by the names infra/cdk/bundle-table-access.ts reads off bundles. */
export const keyBuilders = {
  destination: { entity: "destination", make: "key" },
  destinationList: { entity: "destination", index: "destinationList", make: "partition" },
  destinationListEntry: { entity: "destination", index: "destinationList", make: "entry" },

  agency: { entity: "agency", make: "key" },
  agencyListEntry: { entity: "agency", index: "agencyList", make: "entry" },
  agencyListPartition: { entity: "agency", index: "agencyList", make: "partition" },
  requestRoute: { entity: "requestRoute", make: "key" },
  agent: { entity: "agent", make: "key" },
  agentOfAgencyEntry: { entity: "agent", index: "agentsOfAgency", make: "entry" },
  agentsOfAgencyPartition: { entity: "agent", index: "agentsOfAgency", make: "partition" },
  invitation: { entity: "invitation", make: "key" },

  tripRequest: { entity: "tripRequest", make: "key" },
  tripRequestOfUser: { entity: "tripRequest", index: "tripRequestsOfUser", make: "entry" },
  tripRequestsOfUserPartition: { entity: "tripRequest", index: "tripRequestsOfUser", make: "partition" },
  tripRequestOfAgency: { entity: "tripRequest", index: "tripRequestsOfAgency", make: "entry" },
  tripRequestsOfAgencyPartition: { entity: "tripRequest", index: "tripRequestsOfAgency", make: "partition" },
  tripRequestAwaitingReply: { entity: "tripRequest", index: "tripRequestsAwaitingReply", make: "entry" },
  tripRequestsAwaitingReplyPartition: {
    entity: "tripRequest",
    index: "tripRequestsAwaitingReply",
    make: "partition",
  },
  tripRequestWithOpenOffer: { entity: "tripRequest", index: "tripRequestsWithOpenOffer", make: "entry" },
  tripRequestsWithOpenOfferPartition: {
    entity: "tripRequest",
    index: "tripRequestsWithOpenOffer",
    make: "partition",
  },

  tourPartition: { entity: "groupTour", make: "partitionKey" },
  tour: { entity: "groupTour", make: "key" },
  departure: { entity: "departure", make: "key" },
  departurePrefix: { entity: "departure", make: "sortPrefix", parts: 0 },
  cancelledDate: { entity: "cancelledDate", make: "key" },
  review: { entity: "review", make: "key" },
  reviewPrefix: { entity: "review", make: "sortPrefix", parts: 0 },
  departureListPartition: { entity: "departure", index: "groupTourDepartures", make: "partition" },
  departureListEntry: { entity: "departure", index: "groupTourDepartures", make: "entry" },
  tourListPartition: {
    byKind: {
      group: { entity: "groupTour", index: "groupTours", make: "partition" },
      special: { entity: "specialTour", index: "specialTours", make: "partition" },
    },
  },
  tourListEntry: {
    byKind: {
      group: { entity: "groupTour", index: "groupTours", make: "entry" },
      special: { entity: "specialTour", index: "specialTours", make: "entry" },
    },
  },
  publicTourOfAgencyEntry: { entity: "groupTour", index: "publicToursOfAgency", make: "entry" },
  publicToursOfAgencyPartition: { entity: "groupTour", index: "publicToursOfAgency", make: "partition" },
  tourListDestinationPrefix: { entity: "groupTour", index: "groupTours", make: "sortPrefix", parts: 1 },
  reviewListPartition: { entity: "review", index: "reviews", make: "partition" },
  reviewListEntry: { entity: "review", index: "reviews", make: "entry" },

  tourDraft: { entity: "tourDraft", make: "key" },
  tourOfAgencyEntry: { entity: "tourDraft", index: "toursOfAgency", make: "entry" },
  toursOfAgencyPartition: { entity: "tourDraft", index: "toursOfAgency", make: "partition" },
  tourPhoto: { entity: "tourPhoto", make: "key" },
  tourPhotosPrefix: { entity: "tourPhoto", make: "sortPrefix", parts: 0 },

  exchangeRates: { entity: "exchangeRates", make: "key" },
  rateWindow: { entity: "rateWindow", make: "key" },
  resetToken: { entity: "resetToken", make: "key" },
  pendingSignUp: { entity: "pendingSignUp", make: "key" },
  signUpCode: { entity: "signUpCode", make: "key" },
  profile: { entity: "profile", make: "key" },
  sessionsStamp: { entity: "sessionsStamp", make: "key" },

  booking: { entity: "booking", make: "key" },
  bookingOfTraveller: { entity: "booking", index: "bookingsOfTraveller", make: "entry" },
  bookingsOfTravellerPartition: { entity: "booking", index: "bookingsOfTraveller", make: "partition" },
  heldBookingEntry: { entity: "booking", index: "heldBookings", make: "entry" },
  heldBookingsPartition: { entity: "booking", index: "heldBookings", make: "partition" },
  awaitingReviewInviteEntry: { entity: "booking", index: "awaitingReviewInvite", make: "entry" },
  awaitingReviewInvitePartition: { entity: "booking", index: "awaitingReviewInvite", make: "partition" },
  refundDueEntry: { entity: "booking", index: "refundsDue", make: "entry" },
  refundsDuePartition: { entity: "booking", index: "refundsDue", make: "partition" },
  bookingOfTourEntry: { entity: "booking", index: "bookingsOfTour", make: "entry" },
  bookingsOfTourPartition: { entity: "booking", index: "bookingsOfTour", make: "partition" },
  bookingsOfDeparturePrefix: { entity: "booking", index: "bookingsOfTour", make: "sortPrefix", parts: 1 },
  reviewToken: { entity: "reviewToken", make: "key" },
  ledgerEntry: { entity: "ledgerEntry", make: "key" },
  ledgerOfAgencyPartition: { entity: "ledgerEntry", make: "partitionKey" },
  reference: { entity: "reference", make: "key" },
  paymentEvent: { entity: "paymentEvent", make: "key" },
  submission: { entity: "submission", make: "key" },

  auditEntry: { entity: "auditEntry", make: "key" },
  auditScopePartition: { entity: "auditEntry", make: "partitionKey" },
  auditOfMonthEntry: { entity: "auditEntry", index: "auditOfMonth", make: "entry" },
  auditOfMonthPartition: { entity: "auditEntry", index: "auditOfMonth", make: "partition" },
} as const satisfies Record<string, KeyBuilderSpec>;
