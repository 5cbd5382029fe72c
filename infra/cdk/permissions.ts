/**
 * Least privilege, declared in one place: what each function may touch beyond writing its own logs.
 * Keyed by contract endpoint id and by job id. A new endpoint or job needs one line here; synth
 * fails naming the id when it is missing, and permissions.test.ts checks each declaration against
 * what the function's bundle actually calls (an AWS client it imports needs a declaration; a
 * declaration whose client it never imports is too much), and table-partitions.test.ts checks each
 * line's partitions against the key builders its bundle calls.
 */
import type { TablePartition } from "./table-partitions.js";

/** The Cognito admin API actions our use cases call (functions/src/identity/users.ts). */
export type UserPoolAction = "AdminCreateUser" | "AdminDeleteUser" | "AdminGetUser" | "AdminSetUserPassword";

/**
 * The single table, its indexes included. "read": GetItem, BatchGetItem, Query, ConditionCheckItem
 * (never Scan). "readWrite" adds PutItem, UpdateItem, DeleteItem, BatchWriteItem (transactions are
 * authorized per item by these). Either way only on the items of the partitions named (IAM
 * `dynamodb:LeadingKeys`, see table-partitions.ts): the table's partition key, or for a Query on an
 * index the index's. Writes are not narrowed further than reads: a readWrite function may write in
 * every partition it names.
 */
export type TablePermissions =
  | { table?: undefined; partitions?: undefined }
  | { table: "read" | "readWrite"; partitions: readonly [TablePartition, ...TablePartition[]] };

export type Permissions = TablePermissions & {
  /** Sends mail (`sendMail`): may put messages on the mail queue, nothing else of SQS or SES. */
  mail?: true;
  /** Reads the Stripe keys (secret key and webhook signing secret) from Secrets Manager. */
  stripeKeys?: true;
  /** Cognito admin actions on the user pool. */
  userPool?: readonly UserPoolAction[];
  /**
   * The uploads bucket's profile images. "upload": sign PUTs into incoming/; "publish": read and
   * remove what arrived there and write or remove published images (infra/cdk/uploads.ts).
   */
  profileImages?: "upload" | "publish";
};

/** One line per contract entry (shared/src/contract). */
export const endpointPermissions: Record<string, Permissions> = {
  // catalogue: read only
  listDestinations: { table: "read", partitions: ["destinationList"] },
  getDestination: { table: "read", partitions: ["destination"] },
  listGroupTours: { table: "read", partitions: ["groupTours", "specialTours"] },
  getGroupTour: { table: "read", partitions: ["tour", "agency"] },
  getSpecialTour: { table: "read", partitions: ["tour", "agency"] },
  listReviews: { table: "read", partitions: ["reviews"] },
  getExchangeRates: { table: "read", partitions: ["exchangeRates"] },
  searchCatalogue: { table: "read", partitions: ["destinationList", "groupTours", "specialTours"] },
  // accounts
  // The table counts attempts for the rate limits (functions/src/middleware/rate-limit.ts).
  signUp: {
    table: "readWrite",
    partitions: ["rateWindow"],
    userPool: ["AdminCreateUser", "AdminSetUserPassword", "AdminDeleteUser"],
  },
  requestPasswordReset: {
    table: "readWrite",
    partitions: ["rateWindow", "resetToken"],
    userPool: ["AdminGetUser"],
    mail: true,
  },
  resetPassword: { table: "readWrite", partitions: ["resetToken"], userPool: ["AdminSetUserPassword"] },
  getMyProfile: { table: "read", partitions: ["profile"], userPool: ["AdminGetUser"] },
  updateMyProfile: { table: "readWrite", partitions: ["profile"], userPool: ["AdminGetUser"] },
  createProfileImageUpload: { profileImages: "upload" },
  setProfileImage: {
    table: "readWrite",
    partitions: ["profile"],
    userPool: ["AdminGetUser"],
    profileImages: "publish",
  },
  // bookings and payments
  createGroupTourBooking: { table: "readWrite", partitions: ["tour", "booking"], stripeKeys: true },
  createSpecialTourBooking: { table: "readWrite", partitions: ["tour", "booking"], stripeKeys: true },
  getBookingReceipt: { table: "read", partitions: ["booking"] },
  // Expires the checkout session at Stripe before giving the held places back.
  cancelCheckout: { table: "readWrite", partitions: ["booking", "tour"], stripeKeys: true },
  // awaitingReviewInvite: it only sets it as a paid booking's gsi2pk, which needs no grant, but the
  // check sees the key builder in its bundle (table-partitions.ts); no item has that partition key.
  receivePaymentEvent: {
    table: "readWrite",
    partitions: ["paymentEvent", "booking", "tour", "awaitingReviewInvite", "tripRequest", "agency"],
    stripeKeys: true,
    mail: true,
  },
  // my trips
  listMyBookings: { table: "read", partitions: ["bookingsOfTraveller"] },
  getMyBooking: { table: "read", partitions: ["booking"] },
  addChangeRequest: { table: "readWrite", partitions: ["tripRequest", "agency"], mail: true },
  acceptOffer: { table: "readWrite", partitions: ["tripRequest"], stripeKeys: true },
  payTripBalance: { table: "readWrite", partitions: ["tripRequest"], stripeKeys: true },
  // trip requests
  submitTripRequest: {
    table: "readWrite",
    partitions: ["agenciesOfDestination", "tripRequest"],
    userPool: ["AdminGetUser"],
    mail: true,
  },
  listMyTripRequests: { table: "read", partitions: ["tripRequestsOfUser"] },
  getMyTripRequest: { table: "read", partitions: ["tripRequest"] },
  listAgencyTripRequests: { table: "read", partitions: ["tripRequestsOfAgency"] },
  getAgencyTripRequest: { table: "read", partitions: ["tripRequest"] },
  sendOffer: { table: "readWrite", partitions: ["tripRequest"], mail: true },
  // reviews
  openReviewInvitation: { table: "read", partitions: ["reviewToken", "tour"] },
  submitReview: { table: "readWrite", partitions: ["reviewToken", "tour", "agency"] },
};

/** One line per scheduled job (functions/src/jobs/index.ts). */
export const jobPermissions: Record<string, Permissions> = {
  refreshExchangeRates: { table: "readWrite", partitions: ["exchangeRates"] },
  releaseExpiredHolds: { table: "readWrite", partitions: ["heldBookings", "booking", "tour"] },
  followUpTripRequests: {
    table: "readWrite",
    partitions: ["tripRequestsOfAgency", "agenciesOfDestination", "tripRequest"],
    mail: true,
  },
  inviteReviews: {
    table: "readWrite",
    partitions: ["awaitingReviewInvite", "booking", "reviewToken", "tour"],
    mail: true,
  },
};

export type FunctionKind = "endpoint" | "job";

const declarations: Record<FunctionKind, Record<string, Permissions>> = {
  endpoint: endpointPermissions,
  job: jobPermissions,
};

/** The declaration for one function; throws, naming the id, when there is none. */
export function permissionsFor(
  kind: FunctionKind,
  id: string,
  table: Record<string, Permissions> = declarations[kind],
): Permissions {
  const found = Object.hasOwn(table, id) ? table[id] : undefined;
  if (!found)
    throw new Error(
      `No permissions declared for ${kind} "${id}": add a line for it to ${kind}Permissions in infra/cdk/permissions.ts`,
    );
  return found;
}

/** Ids that have a function but no declaration, and declarations left behind by removed functions. */
export function undeclared(
  kind: FunctionKind,
  ids: readonly string[],
): { missing: string[]; stale: string[] } {
  const declared = Object.keys(declarations[kind]);
  return {
    missing: ids.filter((id) => !declared.includes(id)),
    stale: declared.filter((id) => !ids.includes(id)),
  };
}
