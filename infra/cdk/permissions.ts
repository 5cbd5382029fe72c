/**
 * Least privilege, declared in one place: what each function may touch beyond writing its own logs.
 * Keyed by contract endpoint id and by job id. A new endpoint or job needs one line here; synth
 * fails naming the id when it is missing, and permissions.test.ts checks each declaration against
 * what the function's bundle actually calls (an AWS client it imports needs a declaration; a
 * declaration whose client it never imports is too much), and table-partitions.test.ts checks each
 * line's read and written partitions against the data-layer code its bundle reaches.
 */
import type { TablePartition } from "./table-partitions.js";

/** The Cognito admin API actions our use cases call (functions/src/core/identity/users.ts). */
export type UserPoolAction =
  | "AdminCreateUser"
  | "AdminDeleteUser"
  | "AdminDisableUser"
  | "AdminEnableUser"
  | "AdminUpdateUserAttributes"
  | "AdminGetUser"
  | "AdminSetUserPassword"
  | "AdminInitiateAuth"
  | "AdminUserGlobalSignOut"
  | "AdminAddUserToGroup";

type Partitions = readonly [TablePartition, ...TablePartition[]];

/**
 * The single table: the partitions a function reads and those it writes, each only on the items of
 * the partitions named (IAM `dynamodb:LeadingKeys`, see table-partitions.ts).
 * - `reads`: GetItem, BatchGetItem, Query, ConditionCheckItem (never Scan) on the table and its
 *   indexes; for a Query on an index the index's partition counts.
 * - `writes`: PutItem, UpdateItem, DeleteItem, BatchWriteItem (transactions are authorized per item
 *   by these) on the table only; a write is authorized by the item's table partition key alone, so
 *   the index attributes it sets need no line here.
 * The two lists are separate grants: writing a partition does not let a function read it (a rate
 * window is counted by UpdateItem and never read), and reading one does not let it write there.
 * table-partitions.test.ts derives both from the data layer each handler's bundle reaches.
 */
export type TableAccess =
  | { reads: Partitions; writes?: Partitions }
  | { reads?: Partitions; writes: Partitions };

export interface Permissions {
  table?: TableAccess;
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
  /**
   * The uploads bucket's tour photos (infra/cdk/uploads.ts grantTourPhotos). "upload": sign PUTs into
   * incoming/tour-photos/; "delete": remove a photo's upload and renderings; "process": read and
   * remove uploads, write renderings under uploads/tour-photos/.
   */
  tourPhotos?: "upload" | "delete" | "process";
  /**
   * The uploads bucket's agency logos (infra/cdk/uploads.ts grantAgencyLogos). "upload": sign PUTs
   * into incoming/agency-logos/; "process": read and remove uploads, write renderings under
   * uploads/agency-logos/.
   */
  agencyLogos?: "upload" | "process";
  /**
   * The edge's tour pages (a CloudFront KeyValueStore, infra/cdk/tour-pages.ts), on that store only:
   * "stream" reads its ETag and a key and puts or deletes keys (UpdateKeys); "reconcile" reads its
   * ETag and lists its keys and puts or deletes keys (grants.ts tourPagesActions).
   */
  tourPages?: "stream" | "reconcile";
}

/**
 * Every endpoint's middleware reads the caller's sessions stamp (functions/src/platform/middleware/authorize.ts:
 * a token issued before the last password change is refused), so each declaration below gets that
 * read; the lines name what the use case itself touches.
 */
function withSessionsCheck(declared: Record<string, Permissions>): Record<string, Permissions> {
  return Object.fromEntries(
    Object.entries(declared).map(([id, permissions]) => {
      const { reads = [], writes } = permissions.table ?? {};
      const table = {
        reads: [...reads, "sessions"] as [TablePartition, ...TablePartition[]],
        ...(writes ? { writes } : {}),
      };
      return [id, { ...permissions, table }];
    }),
  );
}

/** One line per contract entry (shared/src/contract). */
export const endpointPermissions: Record<string, Permissions> = withSessionsCheck({
  // catalogue: read only
  listDestinations: { table: { reads: ["destinationList"] } },
  getDestination: { table: { reads: ["destination"] } },
  listGroupTours: {
    table: { reads: ["groupTours", "specialTours", "groupTourDepartures", "exchangeRates"] },
  },
  listSpecialTours: { table: { reads: ["groupTours", "specialTours", "exchangeRates"] } },
  // An unpublished tour only for a request naming a booking of it: that booking is read.
  getGroupTour: { table: { reads: ["tour", "agency", "booking"] } },
  getSpecialTour: { table: { reads: ["tour", "agency", "booking"] } },
  listReviews: { table: { reads: ["reviews"] } },
  getExchangeRates: { table: { reads: ["exchangeRates"] } },
  searchCatalogue: { table: { reads: ["destinationList", "groupTours", "specialTours"] } },
  // accounts
  // The table counts attempts for the rate limits (functions/src/platform/middleware/rate-limit.ts): a
  // conditional UpdateItem, so a write without a read.
  // The account is made disabled and unverified (docs/decisions/0001); a sign-up waiting for its code
  // is read and replaced, and the code (its hash) written and mailed.
  signUp: {
    table: { reads: ["pendingSignUp"], writes: ["rateWindow", "pendingSignUp"] },
    userPool: [
      "AdminGetUser",
      "AdminCreateUser",
      "AdminDisableUser",
      "AdminSetUserPassword",
      "AdminUpdateUserAttributes",
      "AdminDeleteUser",
    ],
    mail: true,
  },
  // A try is counted by an UpdateItem that answers the code; the code is read only to tell why a try
  // was refused.
  confirmSignUp: {
    table: { reads: ["pendingSignUp"], writes: ["rateWindow", "pendingSignUp"] },
    userPool: ["AdminGetUser", "AdminUpdateUserAttributes", "AdminEnableUser"],
  },
  resendSignUpCode: {
    table: { reads: ["pendingSignUp"], writes: ["rateWindow", "pendingSignUp"] },
    userPool: ["AdminGetUser"],
    mail: true,
  },
  requestPasswordReset: {
    table: { writes: ["rateWindow", "resetToken"] },
    userPool: ["AdminGetUser"],
    mail: true,
  },
  // A token is used by one conditional UpdateItem that answers the item (ReturnValues): no read.
  // Then ends every session: the stamp (an UpdateItem) and Cognito's global sign-out, by the user's id.
  resetPassword: {
    table: { writes: ["resetToken", "sessions"] },
    userPool: ["AdminSetUserPassword", "AdminGetUser", "AdminUserGlobalSignOut"],
  },
  // The current password is checked by signing in on the server (ADMIN_USER_PASSWORD_AUTH).
  changePassword: {
    table: { writes: ["rateWindow", "sessions"] },
    userPool: ["AdminInitiateAuth", "AdminSetUserPassword", "AdminUserGlobalSignOut"],
  },
  getMyProfile: { table: { reads: ["profile"] }, userPool: ["AdminGetUser"] },
  updateMyProfile: { table: { reads: ["profile"], writes: ["profile"] }, userPool: ["AdminGetUser"] },
  createProfileImageUpload: { profileImages: "upload" },
  setProfileImage: {
    table: { reads: ["profile"], writes: ["profile"] },
    userPool: ["AdminGetUser"],
    profileImages: "publish",
  },
  // bookings and payments: the departure's places live in the tour's partition
  // The hold's transaction also claims the booking's short reference (docs/decisions/0003).
  // The submission (its Idempotency-Key) is read first and claimed with the hold.
  createGroupTourBooking: {
    table: { reads: ["tour", "submission"], writes: ["tour", "booking", "reference", "submission"] },
    stripeKeys: true,
  },
  // The checkout is opened before the hold, so a failed one has no places to give back.
  createSpecialTourBooking: {
    table: { reads: ["tour", "submission"], writes: ["booking", "reference", "submission"] },
    stripeKeys: true,
  },
  getBookingReceipt: { table: { reads: ["booking"] } },
  // Expires the checkout session at Stripe before giving the held places back.
  cancelCheckout: { table: { reads: ["booking"], writes: ["booking", "tour"] }, stripeKeys: true },
  // The confirmation's transaction checks a special tour's cancelled date (a ConditionCheck in the
  // tour's partition); the bundle analysis counts such a transaction as reading every partition it
  // names, hence awaitingReviewInvite, ledger and bookingsOfTour.
  receivePaymentEvent: {
    table: {
      reads: [
        "paymentEvent",
        "booking",
        "tour",
        "tripRequest",
        "agency",
        "awaitingReviewInvite",
        "ledger",
        "bookingsOfTour",
      ],
      writes: ["paymentEvent", "booking", "tour", "tripRequest", "ledger"],
    },
    stripeKeys: true,
    mail: true,
  },
  // my trips
  listMyBookings: { table: { reads: ["bookingsOfTraveller"] } },
  getMyBooking: { table: { reads: ["booking"] } },
  // The tier counts days at the tour's destination. Cancelling: the booking and its departure's places
  // in one transaction with the audit entry, then the refund asked of Stripe; mails to traveller and agency.
  getCancellationQuote: { table: { reads: ["booking", "tour"] } },
  cancelMyBooking: {
    table: { reads: ["booking", "tour", "agency"], writes: ["booking", "tour", "audit"] },
    stripeKeys: true,
    mail: true,
  },
  // A new review link for the caller's ended trip: the booking notes it, the earlier token goes.
  issueReviewLink: { table: { reads: ["booking"], writes: ["booking", "reviewToken"] } },
  addChangeRequest: {
    table: { reads: ["tripRequest", "agency", "submission"], writes: ["tripRequest", "submission"] },
    mail: true,
  },
  // Both open a checkout and note it with the request, closing the one it replaced; the request is
  // booked when the payment event arrives. Accepting also holds the offer while its checkout is
  // open (holdOfferForCheckout); the balance notes its checkout (noteBalanceCheckout).
  acceptOffer: { table: { reads: ["tripRequest"], writes: ["tripRequest"] }, stripeKeys: true },
  payTripBalance: { table: { reads: ["tripRequest"], writes: ["tripRequest"] }, stripeKeys: true },
  // trip requests
  submitTripRequest: {
    table: {
      reads: ["requestRoute", "agency", "submission"],
      writes: ["tripRequest", "reference", "submission"],
    },
    userPool: ["AdminGetUser"],
    mail: true,
  },
  listMyTripRequests: { table: { reads: ["tripRequestsOfUser"] } },
  // The agency's name, for the receipts of the trip's payments.
  getMyTripRequest: { table: { reads: ["tripRequest", "agency"] } },
  listAgencyTripRequests: { table: { reads: ["tripRequestsOfAgency"] } },
  getAgencyTripRequest: { table: { reads: ["tripRequest"] } },
  sendOffer: {
    table: { reads: ["tripRequest", "submission"], writes: ["tripRequest", "submission"] },
    mail: true,
  },
  // reviews
  openReviewInvitation: { table: { reads: ["reviewToken", "tour"] } },
  // The review marks its booking reviewed in the same transaction: one review per booking.
  submitReview: {
    table: { reads: ["reviewToken", "tour", "agency"], writes: ["reviewToken", "tour", "booking"] },
  },
  // agencies' tours (docs/decisions/0020): drafts in their own partition, which no public handler
  // is granted; publishing and the departures write the public partition, every change its audit entry.
  // Its own tours only: drafts and public items on the agency's index, departures per tour partition.
  listAgencyTours: { table: { reads: ["toursOfAgency", "publicToursOfAgency", "tour"] } },
  // The new id must be free among the public tours too (a ConditionCheck on its public item).
  createAgencyTour: {
    table: {
      reads: ["tourDraft", "tour", "audit", "submission"],
      writes: ["tourDraft", "tour", "audit", "submission"],
    },
  },
  getAgencyTour: { table: { reads: ["tourDraft", "tour"] } },
  // A new length moves the end dates of its departures (in the tour's partition) with the draft.
  saveAgencyTour: { table: { reads: ["tourDraft", "tour"], writes: ["tourDraft", "tour", "audit"] } },
  publishAgencyTour: { table: { reads: ["tourDraft", "tour"], writes: ["tourDraft", "tour", "audit"] } },
  unpublishAgencyTour: { table: { reads: ["tourDraft", "tour"], writes: ["tourDraft", "tour", "audit"] } },
  previewAgencyTour: { table: { reads: ["tourDraft", "tour", "agency"] } },
  addDepartures: { table: { reads: ["tourDraft", "tour"], writes: ["tour", "audit"] } },
  // The capacity change reads the departure again and retries within the unit that writes it.
  updateDeparture: { table: { reads: ["tourDraft", "tour", "audit"], writes: ["tour", "audit"] } },
  deleteDeparture: { table: { reads: ["tourDraft", "tour", "audit"], writes: ["tour", "audit"] } },
  // A tour's paid bookings, on its booking index (gsi3), after the tour is found to be the agency's.
  listTourBookedDates: { table: { reads: ["tourDraft", "tour", "bookingsOfTour"] } },
  getDepartureManifest: { table: { reads: ["tourDraft", "tour", "bookingsOfTour"] } },
  // Cancelling a departure: the date's bookings on their index, each cancelled by cancelBooking.
  getDepartureCancellation: { table: { reads: ["tourDraft", "tour", "bookingsOfTour"] } },
  cancelDeparture: {
    table: {
      reads: ["tourDraft", "tour", "audit", "bookingsOfTour", "booking"],
      writes: ["tour", "audit", "booking"],
    },
    mail: true,
    // Each booking's refund is asked of Stripe right after its cancellation.
    stripeKeys: true,
  },
  // Whether a destination takes tailored requests: its route alone.
  getTripRequestRoute: { table: { reads: ["requestRoute"] } },
  // the operator's: agencies and their history. An agency's save writes its request routes and its
  // audit entry in one transaction (functions/src/data/agencies.ts).
  listAgencies: { table: { reads: ["agencyList"] } },
  createAgency: { table: { writes: ["agency", "requestRoute", "audit"] } },
  getAdminAgency: { table: { reads: ["agency", "agentsOfAgency"] } },
  updateAgency: { table: { reads: ["agency"], writes: ["agency", "requestRoute", "audit"] } },
  // The agency's pending upload and its audit entry in one transaction, then a signed PUT.
  removeAgencyLogo: { table: { reads: ["agency"], writes: ["agency", "audit"] } },
  createAgencyLogoUpload: {
    table: { reads: ["agency"], writes: ["agency", "audit"] },
    agencyLogos: "upload",
  },
  listAuditEntries: { table: { reads: ["audit", "auditOfMonth"] } },
  // Agents: the Cognito account, then the agent, its invitation (the hash) and the audit entry in one
  // transaction, then the mail. Disabling ends the sessions by the stamp (docs/decisions/0002).
  inviteAgent: {
    table: { reads: ["agency"], writes: ["agent", "invitation", "audit"] },
    userPool: ["AdminCreateUser", "AdminAddUserToGroup", "AdminDeleteUser"],
    mail: true,
  },
  resendInvitation: {
    table: { reads: ["agent", "agency"], writes: ["agent", "invitation", "audit"] },
    mail: true,
  },
  disableAgent: {
    table: { reads: ["agent"], writes: ["agent", "invitation", "audit", "sessions"] },
    userPool: ["AdminDisableUser", "AdminUserGlobalSignOut"],
  },
  enableAgent: {
    table: { reads: ["agent"], writes: ["agent", "invitation", "audit"] },
    userPool: ["AdminEnableUser"],
  },
  // A token is used by one conditional UpdateItem that answers the item (ReturnValues): no read.
  acceptInvitation: {
    table: { writes: ["rateWindow", "invitation", "agent", "audit"] },
    userPool: ["AdminSetUserPassword"],
  },
  // an agency's own
  getMyAgency: { table: { reads: ["agency"] } },
  listAgencyHistory: { table: { reads: ["audit"] } },
  // Statements: the agency (its name), its ledger's month, the titles of the tours it names.
  getAgencyStatement: { table: { reads: ["agency", "ledger", "tour"] } },
  getAdminAgencyStatement: { table: { reads: ["agency", "ledger", "tour"] } },
  listAgencyStatements: { table: { reads: ["agencyList", "ledger"] } },
  createTourPhotoUpload: {
    table: { reads: ["tourDraft", "tour"], writes: ["tourDraft", "audit"] },
    tourPhotos: "upload",
  },
  listTourPhotos: { table: { reads: ["tourDraft", "tour"] } },
  deleteTourPhoto: {
    table: { reads: ["tourDraft", "tour"], writes: ["tourDraft", "audit"] },
    tourPhotos: "delete",
  },
});

/** One line per scheduled job (functions/src/jobs/index.ts). */
export const jobPermissions: Record<string, Permissions> = {
  refreshExchangeRates: { table: { writes: ["exchangeRates"] } },
  // The held bookings are read from gsi2's HELD_BOOKINGS; each is released by a transaction on the
  // booking and its departure.
  releaseExpiredHolds: { table: { reads: ["heldBookings"], writes: ["booking", "tour"] } },
  // The requests to follow up are read from gsi3's two sparse partitions, the agency to remind by id.
  followUpTripRequests: {
    table: {
      reads: ["tripRequestsAwaitingReply", "tripRequestsWithOpenOffer", "agency"],
      writes: ["tripRequest"],
    },
    mail: true,
  },
  inviteReviews: {
    table: { reads: ["awaitingReviewInvite", "tour"], writes: ["booking", "reviewToken"] },
    mail: true,
  },
  // Cancelled bookings whose refund is due, from gsi2's REFUNDS_DUE; the refund asked of Stripe.
  retryRefunds: { table: { reads: ["refundsDue"], writes: ["booking"] }, stripeKeys: true },
};

/** One line per function of the stack's own that is neither (functions/src/entries.ts platformEntries). */
export const platformPermissions: Record<string, Permissions> = {
  // Reads the table's stream (granted with its event source), not the table: the records carry the items.
  syncTourPages: { tourPages: "stream" },
  // Reads the tour lists (gsi1) and, before changing a key, the tour's own item.
  reconcileTourPages: {
    tourPages: "reconcile",
    table: { reads: ["groupTours", "specialTours", "tour"] },
  },
  // Puts the domain's destinations as they are (catalogue-seed.ts, on each deploy).
  writeDestinations: { table: { writes: ["destination"] } },
  // Reads the tour lists (gsi1), gives each tour item its agency's entry (catalogue-seed.ts, on each deploy),
  // and each confirmed booking awaiting its review invitation (gsi2) its tour's booking entry.
  indexAgencyTours: {
    table: {
      reads: ["groupTours", "specialTours", "awaitingReviewInvite", "booking"],
      writes: ["tour", "booking"],
    },
  },
  // The photo's item beside its draft (state), nothing of the tour or the audit: uploads are the agent's.
  // It renders agency logos too: the agency's logo (and upload state) only, no audit (written at upload).
  processTourPhoto: {
    table: { reads: ["tourDraft", "agency"], writes: ["tourDraft", "agency"] },
    tourPhotos: "process",
    agencyLogos: "process",
  },
};

/**
 * The demo loader (infra/demo, catalogue-seed.ts), deployed only with `-c demo=true`: creates the demo
 * agencies, tours, departures and reviews. An agency is put with the request routes of its
 * destinations in one transaction (functions/src/data/agencies.ts putAgency).
 */
export const demoPermissions: Record<string, Permissions> = {
  loadDemo: { table: { writes: ["agency", "requestRoute", "tour"] } },
};

export type FunctionKind = "endpoint" | "job" | "platform";

const declarations: Record<FunctionKind, Record<string, Permissions>> = {
  endpoint: endpointPermissions,
  job: jobPermissions,
  platform: platformPermissions,
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
