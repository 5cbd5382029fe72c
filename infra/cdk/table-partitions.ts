import { keys } from "@tembea/functions/data/keys";

/**
 * The table's partitions by name, each as a `dynamodb:LeadingKeys` pattern (IAM `StringLike`: `*`
 * matches any characters). Every pattern is made by the data layer's own key builder with `*` for
 * its arguments, so functions/src/data/keys.ts stays the one place that knows how items are keyed.
 *
 * LeadingKeys is the table's partition key for GetItem, PutItem, UpdateItem, DeleteItem,
 * ConditionCheckItem, the batch calls and each item of a transaction, and the index's partition key
 * for a Query on an index; so the index partitions our lists query (gsi1, gsi2) are here too.
 *
 * What a pattern cannot say:
 * - "one caller's own items": every caller of an endpoint shares its Lambda role, so `USER#*` is
 *   every user's profile. Whose item it is stays the handler's check (functions/src/platform/middleware).
 * - "no further `#`": `*` matches `#` as well, so `USER#*` also matches `USER#<sub>#TRIP_REQUESTS`
 *   and `AGENCY#*` matches `AGENCY#<id>#TRIP_REQUESTS`; a function granted the shorter family can
 *   query the longer one too.
 */
const any = "*";
export const tablePartitions = {
  destination: keys.destination(any).pk,
  /** gsi1 */
  destinationList: keys.destinationList().gsi1pk,
  agency: keys.agency(any).pk,
  /** gsi1 */
  agenciesOfDestination: keys.agenciesOfDestinationPartition(any),
  tripRequest: keys.tripRequest(any).pk,
  /** gsi1 */
  tripRequestsOfUser: keys.tripRequestsOfUserPartition(any),
  /** gsi2 */
  tripRequestsOfAgency: keys.tripRequestsOfAgencyPartition(any),
  /** gsi3 */
  tripRequestsAwaitingReply: keys.tripRequestsAwaitingReplyPartition,
  /** gsi3 */
  tripRequestsWithOpenOffer: keys.tripRequestsWithOpenOfferPartition,
  /** The tour, its departures and its reviews. */
  tour: keys.tourPartition(any).pk,
  /** gsi1 */
  groupTours: keys.tourListPartition("group"),
  /** gsi1 */
  specialTours: keys.tourListPartition("special"),
  /** gsi1: the group tours' departures by date, for the list's months. */
  groupTourDepartures: keys.departureListPartition,
  /** gsi1 */
  reviews: keys.reviewListPartition,
  exchangeRates: keys.exchangeRates().pk,
  rateWindow: keys.rateWindow(any, any, 0).pk,
  resetToken: keys.resetToken(any).pk,
  /** A sign-up waiting for its code, and that code. */
  pendingSignUp: keys.pendingSignUp(any).pk,
  profile: keys.profile(any).pk,
  /** Every function reads it (functions/src/platform/middleware/authorize.ts). */
  sessions: keys.sessionsStamp(any).pk,
  booking: keys.booking(any).pk,
  /** gsi1 */
  bookingsOfTraveller: keys.bookingsOfTravellerPartition(any),
  /** gsi2 */
  heldBookings: keys.heldBookingsPartition,
  /** gsi2 */
  awaitingReviewInvite: keys.awaitingReviewInvitePartition,
  reviewToken: keys.reviewToken(any).pk,
  paymentEvent: keys.paymentEvent(any).pk,
  /** A short reference, claimed with the booking or request it names. */
  reference: keys.reference(any).pk,
} as const;

export type TablePartition = keyof typeof tablePartitions;

/**
 * The partitions each key builder addresses: a function whose data-layer code reads with the builder
 * needs them as `reads`, one whose code writes with it as `writes` (table-partitions.test.ts reads
 * both off each function's bundle). A write is authorized by the item's table partition key alone,
 * so for writes only builders that make a `pk` count. A builder that only makes index attributes
 * written into an item, or a sort key, addresses no partition. Typed by the builders, so a new
 * builder needs a line here.
 */
export const partitionsOfKeyBuilder: Record<keyof typeof keys, readonly TablePartition[]> = {
  destination: ["destination"],
  destinationList: ["destinationList"],
  destinationListEntry: [],
  agency: ["agency"],
  agencyOfDestination: [],
  agenciesOfDestinationPartition: ["agenciesOfDestination"],
  tripRequest: ["tripRequest"],
  tripRequestOfUser: [],
  tripRequestsOfUserPartition: ["tripRequestsOfUser"],
  tripRequestOfAgency: [],
  tripRequestsOfAgencyPartition: ["tripRequestsOfAgency"],
  tripRequestAwaitingReply: [],
  tripRequestsAwaitingReplyPartition: ["tripRequestsAwaitingReply"],
  tripRequestWithOpenOffer: [],
  tripRequestsWithOpenOfferPartition: ["tripRequestsWithOpenOffer"],
  tourPartition: ["tour"],
  tour: ["tour"],
  departure: ["tour"],
  departurePrefix: [],
  review: ["tour"],
  reviewPrefix: [],
  departureListPartition: ["groupTourDepartures"],
  // Set as a departure's gsi1 keys, index attributes that need no grant (the write check counts `pk`).
  departureListEntry: [],
  // The kind is an argument: a function that lists one kind is seen to need both lists.
  tourListPartition: ["groupTours", "specialTours"],
  tourListEntry: [],
  tourListDestinationPrefix: [],
  reviewListPartition: ["reviews"],
  reviewListEntry: [],
  exchangeRates: ["exchangeRates"],
  rateWindow: ["rateWindow"],
  resetToken: ["resetToken"],
  pendingSignUp: ["pendingSignUp"],
  signUpCode: ["pendingSignUp"],
  profile: ["profile"],
  sessionsStamp: ["sessions"],
  booking: ["booking"],
  bookingOfTraveller: [],
  bookingsOfTravellerPartition: ["bookingsOfTraveller"],
  heldBookingEntry: [],
  heldBookingsPartition: ["heldBookings"],
  // Queried by the review invitations; also set as a paid booking's gsi2pk, an index attribute that
  // needs no grant (no `pk`: the write check does not count it).
  awaitingReviewInvitePartition: ["awaitingReviewInvite"],
  reviewToken: ["reviewToken"],
  paymentEvent: ["paymentEvent"],
  reference: ["reference"],
};

/** The LeadingKeys patterns of some partitions, sorted and without repeats. */
export function leadingKeyPatterns(partitions: readonly TablePartition[]): string[] {
  return [...new Set(partitions.map((p) => tablePartitions[p]))].sort();
}
