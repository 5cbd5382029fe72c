import {
  type OfferInput,
  type TripPayment,
  type TripPaymentPart,
  type TripRequest,
  TripRequestSchema,
} from "@tembea/shared";
import { cancellationReasons, whenConditionHolds, withConflictRetries } from "./conditional-write.js";
import * as keys from "./keys.js";
import { tripRequestsAwaitingReplyIndex, withoutKeys } from "./keys.js";
import { ledgerEntryPut } from "./ledger.js";
import { paymentEventPut } from "./payment-events.js";
import { queryAll, queryPages } from "./query-all.js";
import { ReferenceTakenError, referenceClaim } from "./references.js";
import { type Submission, SubmissionTakenError, submissionClaim } from "./submissions.js";
import {
  getItem,
  indexEntryValues,
  indexNames,
  onIndex,
  putItem,
  type TransactItemInTable,
  transactWrite,
  updateItem,
} from "./table.js";

const parse = (item: Record<string, unknown>) => TripRequestSchema.parse(withoutKeys(item));

/** The follow-up job's sparse index: both its partitions (awaiting reply, open offer) are on it. */
const followUpIndex = tripRequestsAwaitingReplyIndex;

/**
 * The update clause that takes a request out of the follow-up index: it has nothing left for the
 * job. Its names are `indexNames(followUpIndex)`.
 */
const leaveFollowUpIndex = "REMOVE #indexPk, #indexSk";

/**
 * The request's entry in the follow-up job's sparse index (gsi3), from its state: awaiting a reply
 * (in progress; a stored request that was reminded is never written again) or with an open offer.
 * Every write that changes the status sets or removes it in the same request.
 */
function followUpEntry(request: TripRequest): Record<string, string> | undefined {
  if (request.status === "in-progress") return keys.tripRequestAwaitingReply(request.replyDueAt);
  if (request.status === "offer-available" && request.offer)
    return keys.tripRequestWithOpenOffer(request.offer.validUntil);
  return undefined;
}

/**
 * Stored once, listed for its traveller (gsi1) and for the agency of its destination (gsi2), and
 * while open for the follow-up job (gsi3).
 */
function newTripRequestPut(request: TripRequest) {
  return {
    Item: {
      ...keys.tripRequest(request.id),
      ...keys.tripRequestOfUser(request.userId, request.createdAt, request.id),
      ...keys.tripRequestOfAgency(request.agencyId, request.createdAt, request.id),
      ...followUpEntry(request),
      entity: "tripRequest",
      ...request,
    },
    ConditionExpression: "attribute_not_exists(pk)",
  };
}

/**
 * A new request, with its reference claimed in the same transaction: ReferenceTakenError when the
 * reference names something else already, and then nothing is written. A `submission` is claimed
 * with it (submissionClaim); SubmissionTakenError when another request claimed it.
 */
export async function createTripRequest(request: TripRequest, submission?: Submission): Promise<void> {
  if (!request.reference && !submission) {
    await putItem(newTripRequestPut(request));
    return;
  }
  const items: TransactItemInTable[] = [
    { Put: newTripRequestPut(request) },
    ...(request.reference ? [referenceClaim(request.reference, { tripRequestId: request.id })] : []),
  ];
  try {
    // A retry of the same submission sent at the same moment conflicts on its claim: tried again,
    // it then finds the claim written (SubmissionTakenError) or gone (that one failed).
    await withConflictRetries(() =>
      transactWrite({ TransactItems: [...items, ...(submission ? [submissionClaim(submission)] : [])] }),
    );
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (submission && reasons[items.length]?.Code === "ConditionalCheckFailed")
      throw new SubmissionTakenError();
    // Another transaction on the same reference item at the same moment is as good as taken: the
    // caller draws another (withFreshReference) rather than waiting for that one's outcome.
    const code = request.reference ? reasons[1]?.Code : undefined;
    if (code === "ConditionalCheckFailed" || code === "TransactionConflict")
      throw new ReferenceTakenError(request.reference ?? "");
    throw error;
  }
}

export async function findTripRequest(id: string): Promise<TripRequest | undefined> {
  const { Item } = await getItem({ Key: keys.tripRequest(id) });
  return Item ? parse(Item) : undefined;
}

/** A traveller's requests, newest first (bounded read on gsi1). */
export async function listTripRequestsOfUser(userId: string): Promise<TripRequest[]> {
  const items = await queryAll(
    {
      ...onIndex(keys.tripRequestsOfUserPartition(userId)),
      ScanIndexForward: false,
    },
    200,
  );
  return items.map(parse);
}

/** An agency's requests, newest first (bounded read on gsi2). */
export async function listTripRequestsOfAgency(agencyId: string): Promise<TripRequest[]> {
  const items = await queryAll(
    {
      ...onIndex(keys.tripRequestsOfAgencyPartition(agencyId)),
      ScanIndexForward: false,
    },
    500,
  );
  return items.map(parse);
}

/**
 * Requests in progress whose agency is not yet reminded and whose reply is due at `remindFrom` or
 * before (gsi3, sparse), soonest due first, bounded.
 */
export async function listTripRequestsToRemind(remindFrom: string): Promise<TripRequest[]> {
  const items = await queryAll(
    {
      ...onIndex(keys.tripRequestsAwaitingReplyPartition(), {
        sortKey: "#sk <= :remindFrom",
        values: { ":remindFrom": remindFrom },
      }),
    },
    500,
  );
  return items.map(parse);
}

/** Requests whose open offer was last valid before `today` (gsi3, sparse), bounded. */
export async function listOffersValidBefore(today: string): Promise<TripRequest[]> {
  const items = await queryAll(
    {
      ...onIndex(keys.tripRequestsWithOpenOfferPartition(), {
        sortKey: "#sk < :today",
        values: { ":today": today },
      }),
    },
    500,
  );
  return items.map(parse);
}

/**
 * Stores the agency's offer (a newer one replaces it) and sets the status to offer-available. The
 * request moves from the follow-up index's requests awaiting a reply to its open offers, by the new
 * offer's validity. "closed" when the request no longer takes offers (booked, expired, cancelled);
 * "checkout-open" while the traveller is paying for the current offer (`holdOfferForCheckout`), as a
 * revision then would be paid at a price nobody read.
 */
export async function saveOffer(
  id: string,
  offer: OfferInput,
  sentAt: string,
  submission?: Submission,
): Promise<"saved" | "closed" | "checkout-open"> {
  const entry = keys.tripRequestWithOpenOffer(offer.validUntil);
  const update = {
    Key: keys.tripRequest(id),
    UpdateExpression: "SET offer = :offer, #status = :available, #indexPk = :indexPk, #indexSk = :indexSk",
    ConditionExpression:
      "#status IN (:inProgress, :available) AND (attribute_not_exists(checkoutOpenUntil) OR checkoutOpenUntil <= :now)",
    ExpressionAttributeNames: indexNames(followUpIndex),
    ExpressionAttributeValues: {
      ...indexEntryValues(followUpIndex, entry),
      ":offer": { ...offer, sentAt },
      ":available": "offer-available",
      ":inProgress": "in-progress",
      ":now": sentAt,
    },
  };
  const saved = submission
    ? await offerWithClaim(update, submission)
    : await whenConditionHolds(() => updateItem(update));
  if (saved) return "saved";
  // Which condition failed: read again (only on this rare path).
  const { Item } = await getItem({
    Key: keys.tripRequest(id),
    ProjectionExpression: "#status, checkoutOpenUntil",
  });
  const open = Item?.status === "in-progress" || Item?.status === "offer-available";
  return open && typeof Item?.checkoutOpenUntil === "string" && Item.checkoutOpenUntil > sentAt
    ? "checkout-open"
    : "closed";
}

/**
 * The offer's update with the submission's claim (submissionClaim), in one transaction: false when
 * the update's condition failed (saveOffer reads why), SubmissionTakenError when the claim's did.
 */
async function offerWithClaim(update: NonNullable<TransactItemInTable["Update"]>, submission: Submission) {
  try {
    await withConflictRetries(() =>
      transactWrite({ TransactItems: [{ Update: update }, submissionClaim(submission)] }),
    );
    return true;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[1]?.Code === "ConditionalCheckFailed") throw new SubmissionTakenError();
    if (reasons[0]?.Code === "ConditionalCheckFailed") return false;
    throw error;
  }
}

/** A trip request's checkout: the provider's session and, for an offer, until when it holds the offer. */
export interface TripCheckout {
  sessionId: string;
  until: string;
}

/** What a checkout's write replaced: an earlier checkout of the same traveller, or none. */
export interface TripCheckoutNoted {
  replaced?: TripCheckout;
}

function tripCheckoutOf(attributes: Record<string, unknown> | undefined): TripCheckout | undefined {
  const sessionId = attributes?.checkoutSessionId;
  const until = attributes?.checkoutOpenUntil;
  return typeof sessionId === "string" && typeof until === "string" ? { sessionId, until } : undefined;
}

/**
 * Notes the checkout (opened first) with which the traveller pays for the offer they read (its
 * `sentAt`): `saveOffer` refuses a revision until `checkout.until`, the session's expiry. Answers
 * the checkout this one replaced, which the caller must close so that only one can be paid; or
 * undefined when the offer was revised since, or the request no longer has an open offer.
 * Atomic: two checkouts opened at once each get the one before them, so none is left open unseen.
 */
export async function holdOfferForCheckout(
  id: string,
  offerSentAt: string,
  checkout: TripCheckout,
): Promise<TripCheckoutNoted | undefined> {
  let replaced: TripCheckout | undefined;
  const held = await whenConditionHolds(async () => {
    const { Attributes } = await updateItem({
      Key: keys.tripRequest(id),
      UpdateExpression: "SET checkoutOpenUntil = :until, checkoutSessionId = :session",
      ConditionExpression:
        "#status = :available AND #offer.sentAt = :sentAt AND attribute_not_exists(payment)",
      ExpressionAttributeValues: {
        ":available": "offer-available",
        ":sentAt": offerSentAt,
        ":until": checkout.until,
        ":session": checkout.sessionId,
      },
      ReturnValues: "UPDATED_OLD",
    });
    replaced = tripCheckoutOf(Attributes);
  });
  if (!held) return undefined;
  return replaced ? { replaced } : {};
}

/**
 * Puts back the checkout a newer one replaced, when that one could not be closed and the newer one
 * is withdrawn: the older may still be paid, so it stays the one the next checkout closes. Only
 * while the hold is still the newer one's; answers whether it was put back.
 */
export async function putBackOfferCheckout(
  id: string,
  checkout: TripCheckout,
  replaced: TripCheckout,
): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.tripRequest(id),
      UpdateExpression: "SET checkoutOpenUntil = :until, checkoutSessionId = :previous",
      ConditionExpression: "checkoutSessionId = :session",
      ExpressionAttributeValues: {
        ":session": checkout.sessionId,
        ":until": replaced.until,
        ":previous": replaced.sessionId,
      },
    }),
  );
}

/**
 * Notes the checkout (opened first) that pays a booked trip's balance, and answers the balance
 * checkout it replaced, which the caller must close so that the balance is paid once. Undefined
 * when the request is not booked.
 */
export async function noteBalanceCheckout(
  id: string,
  sessionId: string,
): Promise<{ replaced?: { sessionId: string } } | undefined> {
  let replacedSessionId: string | undefined;
  const noted = await whenConditionHolds(async () => {
    const { Attributes } = await updateItem({
      Key: keys.tripRequest(id),
      UpdateExpression: "SET balanceCheckoutSessionId = :session",
      ConditionExpression: "#status = :booked",
      ExpressionAttributeValues: { ":booked": "booked", ":session": sessionId },
      ReturnValues: "UPDATED_OLD",
    });
    const old = Attributes?.balanceCheckoutSessionId;
    replacedSessionId = typeof old === "string" ? old : undefined;
  });
  if (!noted) return undefined;
  return replacedSessionId ? { replaced: { sessionId: replacedSessionId } } : {};
}

/**
 * Takes back a balance checkout that is withdrawn: the request's is again the one it replaced.
 * Answers whether it was put back.
 */
export async function putBackBalanceCheckout(
  id: string,
  sessionId: string,
  replacedSessionId: string,
): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.tripRequest(id),
      UpdateExpression: "SET balanceCheckoutSessionId = :previous",
      ConditionExpression: "balanceCheckoutSessionId = :session",
      ExpressionAttributeValues: { ":session": sessionId, ":previous": replacedSessionId },
    }),
  );
}

/**
 * Marks that the agency was reminded, once: returns false when it already was. The request leaves
 * the follow-up index: nothing more is due for it until an offer arrives.
 */
export async function markReminded(id: string, at: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.tripRequest(id),
      UpdateExpression: `SET remindedAt = :at ${leaveFollowUpIndex}`,
      ExpressionAttributeNames: indexNames(followUpIndex),
      ConditionExpression: "attribute_not_exists(remindedAt) AND #status = :inProgress",
      ExpressionAttributeValues: { ":at": at, ":inProgress": "in-progress" },
    }),
  );
}

/**
 * Takes a request whose agency cannot be reminded (it is gone, or has no address) off the follow-up
 * index, once, noting when (`reminderUndeliverableAt`): left there it would head the reminder list
 * at every run, and enough of them would push the requests behind them past the list's bound. The
 * note keeps the backfill from putting it back. Returns false when another run took it off first,
 * or its agency was reminded or answered meanwhile.
 */
export async function markReminderUndeliverable(id: string, at: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.tripRequest(id),
      UpdateExpression: `SET reminderUndeliverableAt = :at ${leaveFollowUpIndex}`,
      ExpressionAttributeNames: indexNames(followUpIndex),
      ConditionExpression:
        "#status = :inProgress AND attribute_not_exists(remindedAt) AND attribute_not_exists(reminderUndeliverableAt)",
      ExpressionAttributeValues: { ":at": at, ":inProgress": "in-progress" },
    }),
  );
}

/** An offer past its validity becomes expired (listed under Cancelled), once; it leaves the follow-up index. */
export async function expireOffer(id: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.tripRequest(id),
      UpdateExpression: `SET #status = :expired ${leaveFollowUpIndex}`,
      ExpressionAttributeNames: indexNames(followUpIndex),
      ConditionExpression: "#status = :available",
      ExpressionAttributeValues: { ":expired": "expired", ":available": "offer-available" },
    }),
  );
}

/** Appends a change request to the request's history (one UpdateItem, list_append). */
export async function appendChangeRequest(
  id: string,
  text: string,
  createdAt: string,
  submission?: Submission,
): Promise<void> {
  const update = {
    Key: keys.tripRequest(id),
    UpdateExpression: "SET changeRequests = list_append(if_not_exists(changeRequests, :none), :new)",
    ConditionExpression: "attribute_exists(pk)",
    ExpressionAttributeValues: { ":none": [], ":new": [{ text, createdAt }] },
  };
  if (!submission) {
    await updateItem(update);
    return;
  }
  try {
    // With the submission's claim (submissionClaim): a retry of the same change adds nothing.
    await withConflictRetries(() =>
      transactWrite({ TransactItems: [{ Update: update }, submissionClaim(submission)] }),
    );
  } catch (error) {
    if (cancellationReasons(error)[1]?.Code === "ConditionalCheckFailed") throw new SubmissionTakenError();
    throw error;
  }
}

export type TripPaymentOutcome = "recorded" | "duplicate" | "not-open";

/**
 * Records one payment of an accepted offer together with the payment event, in one transaction, so
 * a redelivered event changes nothing. The first payment (deposit or full) books the request, while
 * it still has its offer open (an offer that expired during the checkout still counts: it was valid
 * when the checkout started); the balance only completes a deposit that is not yet topped up.
 */
export async function recordTripPayment(
  id: string,
  payment: {
    part: TripPaymentPart;
    amountChf: number;
    totalChf: number;
    eventId: string;
    nowIso: string;
    /** The agency's ledger, where the payment counts in its statement, in the same transaction. */
    ledger: { agencyId: string; reference?: string | undefined };
  },
): Promise<TripPaymentOutcome> {
  const entry = { part: payment.part, amountChf: payment.amountChf, paidAt: payment.nowIso };
  const update: {
    UpdateExpression: string;
    ConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  } =
    payment.part === "balance"
      ? {
          UpdateExpression: "SET #p.#paid = #p.#total, #p.#list = list_append(#p.#list, :entry)",
          ConditionExpression: "#status = :booked AND #p.#plan = :deposit AND #p.#paid < #p.#total",
          ExpressionAttributeNames: {
            "#status": "status",
            "#p": "payment",
            "#plan": "plan",
            "#paid": "paidChf",
            "#total": "totalChf",
            "#list": "payments",
          },
          ExpressionAttributeValues: { ":booked": "booked", ":deposit": "deposit", ":entry": [entry] },
        }
      : {
          // Booked, the offer is no longer open: off the follow-up index.
          UpdateExpression: `SET #status = :booked, payment = :payment ${leaveFollowUpIndex}`,
          ExpressionAttributeNames: indexNames(followUpIndex),
          ConditionExpression: "#status IN (:available, :expired) AND attribute_not_exists(payment)",
          ExpressionAttributeValues: {
            ":booked": "booked",
            ":available": "offer-available",
            ":expired": "expired",
            ":payment": {
              plan: payment.part === "deposit" ? "deposit" : "full",
              totalChf: payment.totalChf,
              paidChf: payment.amountChf,
              acceptedAt: payment.nowIso,
              payments: [entry],
            } satisfies TripPayment,
          },
        };
  try {
    await transactWrite({
      TransactItems: [
        paymentEventPut(payment.eventId, payment.nowIso, { tripRequestId: id }),
        { Update: { Key: keys.tripRequest(id), ...update } },
        // Each part is paid once (the condition above), so the request and part name the entry.
        ledgerEntryPut({
          agencyId: payment.ledger.agencyId,
          at: payment.nowIso,
          kind: "trip-payment",
          entryId: `${id}#${payment.part}`,
          amountChf: payment.amountChf,
          tripRequestId: id,
          ...(payment.ledger.reference ? { reference: payment.ledger.reference } : {}),
        }),
      ],
    });
    return "recorded";
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === "ConditionalCheckFailed") return "duplicate";
    if (reasons[1]?.Code === "ConditionalCheckFailed") return "not-open";
    throw error;
  }
}

/**
 * Whether this payment event is recorded as a payment of this request, i.e. a delivery of it is a
 * redelivery. Read consistently, so a redelivery right after the first delivery sees it.
 */
export async function isTripPaymentRecorded(id: string, eventId: string): Promise<boolean> {
  const { Item } = await getItem({ Key: keys.paymentEvent(eventId), ConsistentRead: true });
  return Item?.tripRequestId === id;
}

/**
 * Claims the sending of a recorded trip payment's mails (to the traveller and to the agency): true
 * once per payment event, false for an event not recorded as a payment of this request or whose mails
 * were claimed before. The claim is on the event's record, which `recordTripPayment` writes with the
 * payment, so each payment of a request (deposit, then balance) is mailed once. The webhook claims it
 * after recording, so a delivery that failed between the two (Stripe sends the event again) still
 * mails, and concurrent deliveries mail once.
 */
export async function claimTripPaymentMail(id: string, eventId: string, nowIso: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.paymentEvent(eventId),
      UpdateExpression: "SET mailedAt = :now",
      ConditionExpression: "tripRequestId = :id AND attribute_not_exists(mailedAt)",
      ExpressionAttributeValues: { ":now": nowIso, ":id": id },
    }),
  );
}

/**
 * An agency's open requests without an entry in the follow-up index (stored before it existed): in
 * progress and not reminded (nor found unremindable), or with an offer. All of them, oldest to newest, a page at a time (gsi2,
 * filtered by DynamoDB), for the backfill; when every open request has its entry, the pages are empty
 * and nothing is written.
 */
export async function* listOpenTripRequestsOutsideFollowUpIndex(
  agencyId: string,
  pageSize?: number,
): AsyncGenerator<TripRequest[]> {
  const pages = queryPages(
    {
      ...onIndex(keys.tripRequestsOfAgencyPartition(agencyId), {
        values: { ":available": "offer-available", ":inProgress": "in-progress" },
        names: indexNames(followUpIndex),
      }),
      FilterExpression:
        "attribute_not_exists(#indexPk) AND (#status = :available OR (#status = :inProgress AND attribute_not_exists(remindedAt) AND attribute_not_exists(reminderUndeliverableAt)))",
    },
    pageSize,
  );
  for await (const items of pages) yield items.map(parse);
}

/**
 * Gives a request stored before the follow-up index existed its entry there, when it is open: only
 * while it is still in the state it was read in (and, in progress, its agency not reminded nor found
 * unremindable), so a write in between is never undone. Returns whether it was added.
 */
export async function addToFollowUpIndex(request: TripRequest): Promise<boolean> {
  const entry = followUpEntry(request);
  if (!entry) return false;
  const awaitingReply = request.status === "in-progress";
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.tripRequest(request.id),
      UpdateExpression: "SET #indexPk = :indexPk, #indexSk = :indexSk",
      ConditionExpression: awaitingReply
        ? "#status = :status AND attribute_not_exists(#indexPk) AND attribute_not_exists(remindedAt) AND attribute_not_exists(reminderUndeliverableAt)"
        : "#status = :status AND attribute_not_exists(#indexPk) AND offer.validUntil = :indexSk",
      ExpressionAttributeNames: indexNames(followUpIndex),
      ExpressionAttributeValues: {
        ":status": request.status,
        ...indexEntryValues(followUpIndex, entry),
      },
    }),
  );
}

/**
 * Stores a request once, for the demo data; a restart leaves what the site changed since. Its
 * reference is claimed apart (claimReferenceFor), again on every start.
 */
export async function createTripRequestIfAbsent(request: TripRequest): Promise<boolean> {
  return whenConditionHolds(() => putItem(newTripRequestPut(request)));
}

/**
 * Seeding: gives a demo request written before references existed the reference claimed for it;
 * one that has a reference keeps it.
 */
export async function addTripRequestReference(id: string, reference: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.tripRequest(id),
      // REFERENCE is one of DynamoDB's reserved words.
      UpdateExpression: "SET #reference = :reference",
      ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(#reference)",
      ExpressionAttributeValues: { ":reference": reference },
    }),
  );
}
