/**
 * Least privilege, declared in one place: what each function may touch beyond writing its own logs.
 * Keyed by contract endpoint id and by job id. A new endpoint or job needs one line here; synth
 * fails naming the id when it is missing, and permissions.test.ts checks each declaration against
 * what the function's bundle actually calls (an AWS client it imports needs a declaration; a
 * declaration whose client it never imports is too much).
 */

/** The Cognito admin API actions our use cases call (functions/src/identity/users.ts). */
export type UserPoolAction = "AdminCreateUser" | "AdminDeleteUser" | "AdminGetUser" | "AdminSetUserPassword";

export interface Permissions {
  /**
   * The single table, its indexes included. "read": GetItem, BatchGetItem, Query, ConditionCheckItem
   * (never Scan). "readWrite" adds PutItem, UpdateItem, DeleteItem, BatchWriteItem (transactions are
   * authorized per item by these).
   */
  table?: "read" | "readWrite";
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
}

/** One line per contract entry (shared/src/contract). */
export const endpointPermissions: Record<string, Permissions> = {
  // catalogue: read only
  listDestinations: { table: "read" },
  getDestination: { table: "read" },
  listGroupTours: { table: "read" },
  getGroupTour: { table: "read" },
  getSpecialTour: { table: "read" },
  listReviews: { table: "read" },
  getExchangeRates: { table: "read" },
  searchCatalogue: { table: "read" },
  // accounts
  // The table counts attempts for the rate limits (functions/src/middleware/rate-limit.ts).
  signUp: { table: "readWrite", userPool: ["AdminCreateUser", "AdminSetUserPassword", "AdminDeleteUser"] },
  requestPasswordReset: { table: "readWrite", userPool: ["AdminGetUser"], mail: true },
  resetPassword: { table: "readWrite", userPool: ["AdminSetUserPassword"] },
  getMyProfile: { table: "read", userPool: ["AdminGetUser"] },
  updateMyProfile: { table: "readWrite", userPool: ["AdminGetUser"] },
  createProfileImageUpload: { profileImages: "upload" },
  setProfileImage: { table: "readWrite", userPool: ["AdminGetUser"], profileImages: "publish" },
  // bookings and payments
  createGroupTourBooking: { table: "readWrite", stripeKeys: true },
  createSpecialTourBooking: { table: "readWrite", stripeKeys: true },
  getBookingReceipt: { table: "read" },
  // Expires the checkout session at Stripe before giving the held places back.
  cancelCheckout: { table: "readWrite", stripeKeys: true },
  receivePaymentEvent: { table: "readWrite", stripeKeys: true, mail: true },
  // my trips
  listMyBookings: { table: "read" },
  getMyBooking: { table: "read" },
  addChangeRequest: { table: "readWrite", mail: true },
  acceptOffer: { table: "readWrite", stripeKeys: true },
  payTripBalance: { table: "readWrite", stripeKeys: true },
  // trip requests
  submitTripRequest: { table: "readWrite", userPool: ["AdminGetUser"], mail: true },
  listMyTripRequests: { table: "read" },
  getMyTripRequest: { table: "read" },
  listAgencyTripRequests: { table: "read" },
  getAgencyTripRequest: { table: "read" },
  sendOffer: { table: "readWrite", mail: true },
  // reviews
  openReviewInvitation: { table: "read" },
  submitReview: { table: "readWrite" },
};

/** One line per scheduled job (functions/src/jobs/index.ts). */
export const jobPermissions: Record<string, Permissions> = {
  refreshExchangeRates: { table: "readWrite" },
  releaseExpiredHolds: { table: "readWrite" },
  followUpTripRequests: { table: "readWrite", mail: true },
  inviteReviews: { table: "readWrite", mail: true },
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
