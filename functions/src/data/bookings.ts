import { type Booking, BookingSchema, type Cancellation, type Refund } from "@tembea/shared";
import * as z from "zod/mini";
import { conditionFailedAt, whenConditionHolds, withConflictRetries } from "./conditional-write.js";
import * as keys from "./keys.js";
import { awaitingReviewInviteIndex, heldBookingsIndex, withoutKeys } from "./keys.js";
import { ledgerEntryPut } from "./ledger.js";
import { paymentEventPut } from "./payment-events.js";
import { queryAll } from "./query-all.js";
import { ReferenceTakenError, referenceClaim } from "./references.js";
import { type Submission, SubmissionTakenError, submissionClaim } from "./submissions.js";
import {
  getItem,
  indexNames,
  onIndex,
  putItem,
  queryItems,
  type TransactItemInTable,
  transactWrite,
  updateItem,
} from "./table.js";

export class PlacesGoneError extends Error {
  constructor() {
    super("not enough places left");
    this.name = "PlacesGoneError";
  }
}

/** A new held booking as stored: listed for its traveller and for the expiry sweep. */
function heldBookingPut(booking: Booking, checkoutSessionId: string | undefined) {
  return {
    Item: {
      ...keys.booking(booking.id),
      ...keys.heldBookingEntry(booking.holdExpiresAt, booking.id),
      ...keys.bookingOfTraveller(booking.bookerEmail, booking.createdAt, booking.id),
      entity: "booking",
      ...booking,
      ...(checkoutSessionId ? { checkoutSessionId } : {}),
    },
    ConditionExpression: "attribute_not_exists(pk)",
  };
}

/** The booking's reference, claimed in the booking's own transaction (none for a booking without one). */
const claimOf = (booking: Booking) =>
  booking.reference ? [referenceClaim(booking.reference, { bookingId: booking.id })] : [];

/**
 * A special tour's hold: the booking alone, since the traveller picks their own date, with its
 * reference (ReferenceTakenError when that names something else) and the id of the checkout session
 * that pays for it, so leaving the checkout can close it (`cancelCheckout`). A `submission` is
 * claimed with it (submissionClaim); SubmissionTakenError when another request claimed it.
 */
export async function holdSpecialTour(
  booking: Booking,
  checkoutSessionId?: string,
  submission?: Submission,
): Promise<void> {
  if (booking.status !== "held" || booking.kind !== "special")
    throw new Error("held special tour bookings only");
  const items = [{ Put: heldBookingPut(booking, checkoutSessionId) }, ...claimOf(booking)];
  try {
    await withConflictRetries(() =>
      transactWrite({ TransactItems: [...items, ...(submission ? [submissionClaim(submission)] : [])] }),
    );
  } catch (error) {
    if (submission && conditionFailedAt(error, items.length)) throw new SubmissionTakenError();
    if (conditionFailedAt(error, 1)) throw new ReferenceTakenError(booking.reference ?? "");
    throw error;
  }
}

/**
 * Takes the places from the departure and writes the booking as held, in one transaction: the
 * departure's counter only goes down if enough places are left, so no departure is ever
 * overbooked under any concurrency, and no booking exists without its places. The booking carries
 * the id of the checkout session that pays for it, so leaving the checkout can close it, and its
 * reference is claimed in the same transaction (ReferenceTakenError when it names something else;
 * PlacesGoneError comes first when both fail). A departure whose sales its agency closed gives no
 * places either (PlacesGoneError: the caller reads the departure again to say which). A
 * `submission` is claimed with it (submissionClaim); SubmissionTakenError, before any other, when
 * another request claimed it.
 */
export async function holdPlaces(
  booking: Booking,
  checkoutSessionId?: string,
  submission?: Submission,
): Promise<void> {
  if (booking.status !== "held") throw new Error("holdPlaces writes held bookings only");
  const items: TransactItemInTable[] = [
    {
      Update: {
        Key: keys.departure(booking.tourId, booking.startDate),
        // everHeld: a departure anyone held a place on can no longer be deleted, only closed
        // (data/departures.ts). salesClosed: its agency stopped selling it.
        UpdateExpression: "SET placesLeft = placesLeft - :n, everHeld = :true",
        ConditionExpression:
          "attribute_exists(pk) AND placesLeft >= :n AND (attribute_not_exists(salesClosed) OR salesClosed = :false)",
        ExpressionAttributeValues: { ":n": booking.numberOfTravellers, ":true": true, ":false": false },
      },
    },
    { Put: heldBookingPut(booking, checkoutSessionId) },
    ...claimOf(booking),
  ];
  try {
    await withConflictRetries(() =>
      transactWrite({ TransactItems: [...items, ...(submission ? [submissionClaim(submission)] : [])] }),
    );
  } catch (error) {
    // A retry of the same submission that came first holds the places for both.
    if (submission && conditionFailedAt(error, items.length)) throw new SubmissionTakenError();
    if (conditionFailedAt(error, 0)) throw new PlacesGoneError();
    if (conditionFailedAt(error, 2)) throw new ReferenceTakenError(booking.reference ?? "");
    throw error;
  }
}

export async function findBooking(bookingId: string): Promise<Booking | undefined> {
  const { Item } = await getItem({ Key: keys.booking(bookingId) });
  return Item ? BookingSchema.parse(withoutKeys(Item)) : undefined;
}

/** The provider's session id belongs to the payment integration, not to the booking the API shows. */
export const BookingWithCheckoutSchema = z.extend(BookingSchema, {
  checkoutSessionId: z.optional(z.string()),
});
export type BookingWithCheckout = z.infer<typeof BookingWithCheckoutSchema>;

/** A booking and the id of its checkout session (written with the hold; absent on older holds). */
export async function findBookingWithCheckout(bookingId: string): Promise<BookingWithCheckout | undefined> {
  const { Item } = await getItem({ Key: keys.booking(bookingId) });
  return Item ? BookingWithCheckoutSchema.parse(withoutKeys(Item)) : undefined;
}

/**
 * Gives a held booking's places back and marks it released, in one transaction; a booking that is
 * no longer held (paid, or released already) is left alone. Returns whether it released.
 */
export async function releaseHold(
  booking: Pick<Booking, "id" | "kind" | "tourId" | "startDate" | "numberOfTravellers">,
) {
  const markReleased = {
    Update: {
      Key: keys.booking(booking.id),
      UpdateExpression: "SET #status = :released REMOVE #indexPk, #indexSk",
      ConditionExpression: "#status = :held",
      ExpressionAttributeNames: indexNames(heldBookingsIndex),
      ExpressionAttributeValues: { ":released": "released", ":held": "held" },
    },
  };
  // A special tour has no shared departure: its hold is the booking alone.
  const giveBackPlaces =
    booking.kind === "group"
      ? [
          {
            Update: {
              Key: keys.departure(booking.tourId, booking.startDate),
              UpdateExpression: "SET placesLeft = placesLeft + :n",
              ExpressionAttributeValues: { ":n": booking.numberOfTravellers },
            },
          },
        ]
      : [];
  try {
    await withConflictRetries(() => transactWrite({ TransactItems: [markReleased, ...giveBackPlaces] }));
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * "departure-cancelled": the group departure (or the special tour's date) was cancelled by its agency while the booking was held
 * (its payment under way); nothing was written, and the payment is to be refunded in full
 * (`cancelPaidBookingOfCancelledDeparture`), never confirmed.
 */
/**
 * The agency's ledger entry for a booking's payment, in the transaction that makes it paid: the
 * confirmation, a payment that lands on a cancelled departure, or a seeded paid booking.
 */
function bookingPaidEntry(
  booking: Pick<Booking, "id" | "totalChf" | "tourId" | "startDate" | "reference">,
  agencyId: string,
  at: string,
) {
  return ledgerEntryPut({
    agencyId,
    at,
    kind: "booking-paid",
    entryId: booking.id,
    amountChf: booking.totalChf,
    bookingId: booking.id,
    tourId: booking.tourId,
    startDate: booking.startDate,
    ...(booking.reference ? { reference: booking.reference } : {}),
  });
}

export type PaymentOutcome = "confirmed" | "duplicate" | "not-held" | "departure-cancelled";

/** What confirming a booking needs of it; the agency is the booking's, or its tour's for older bookings. */
export type BookingToConfirm = Pick<
  Booking,
  "id" | "kind" | "tourId" | "startDate" | "createdAt" | "numberOfTravellers" | "totalChf" | "reference"
> & { agencyId: string };

/**
 * Records the payment event and confirms the held booking in one transaction. The event record's
 * key makes a redelivered event a no-op, so three deliveries confirm once. The same transaction
 * puts the booking on its tour's manifest index, counts its travellers as confirmed on a group
 * departure (what makes a departure guaranteed) and writes the payment to the agency's ledger, so
 * none of these can exist without the confirmation or be counted twice.
 */
export async function confirmPaidBooking(
  booking: BookingToConfirm,
  eventId: string,
  nowIso: string,
): Promise<PaymentOutcome> {
  const awaiting = keys.awaitingReviewInvitePartition();
  const ofTour = keys.bookingOfTourEntry(booking.createdAt, booking.id, booking.tourId, booking.startDate);
  const countConfirmed =
    booking.kind === "group"
      ? [
          {
            Update: {
              Key: keys.departure(booking.tourId, booking.startDate),
              UpdateExpression: "SET confirmedTravellers = if_not_exists(confirmedTravellers, :zero) + :n",
              // A departure someone held a place on is never deleted (everHeld): one missing is a fault.
              // One its agency cancelled confirms nothing more (data/departures.ts).
              ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(cancelledAt)",
              ExpressionAttributeValues: { ":zero": 0, ":n": booking.numberOfTravellers },
            },
          },
        ]
      : [
          // A special tour's date its agency cancelled (data/departure-cancellations.ts).
          {
            ConditionCheck: {
              Key: keys.cancelledDate(booking.tourId, booking.startDate),
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
        ];
  try {
    await withConflictRetries(() =>
      transactWrite({
        TransactItems: [
          paymentEventPut(eventId, nowIso, { bookingId: booking.id }),
          {
            Update: {
              Key: keys.booking(booking.id),
              // Leaves the held-bookings index and joins the one the review invitations are sent
              // from, and its tour's manifest.
              UpdateExpression:
                "SET #status = :confirmed, confirmedAt = :now, #lifePk = :awaiting, #lifeSk = endDate, #tourPk = :tourPk, #tourSk = :tourSk",
              ConditionExpression: "#status = :held",
              ExpressionAttributeNames: {
                "#lifePk": awaiting.index.partitionKey,
                "#lifeSk": awaiting.index.sortKey,
                "#tourPk": keys.bookingsOfTourPartition(booking.tourId).index.partitionKey,
                "#tourSk": keys.bookingsOfTourPartition(booking.tourId).index.sortKey,
              },
              ExpressionAttributeValues: {
                ":confirmed": "confirmed",
                ":held": "held",
                ":now": nowIso,
                ":awaiting": awaiting.value,
                ":tourPk": ofTour.gsi3pk,
                ":tourSk": ofTour.gsi3sk,
              },
            },
          },
          ...countConfirmed,
          bookingPaidEntry(booking, booking.agencyId, nowIso),
        ],
      }),
    );
    return "confirmed";
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "duplicate";
    if (conditionFailedAt(error, 1)) return "not-held";
    if (conditionFailedAt(error, 2)) return "departure-cancelled";
    throw error;
  }
}

export type PaidOnCancelledOutcome = "cancelled" | "duplicate" | "not-held";

/**
 * A payment for a booking held on a departure its agency cancelled meanwhile: in one transaction
 * the event is recorded (a redelivery is "duplicate"), the booking goes from held straight to
 * cancelled by the agency, refunded in full (refund due, on the refunds-due index, which the refund
 * job works through), on its tour's manifest index as a cancelled booking, its places given back,
 * and the payment entered in the agency's ledger as collected (its refund is entered when paid).
 * It is never confirmed: no confirmation mail, no confirmed travellers on the departure.
 */
export async function cancelPaidBookingOfCancelledDeparture(
  booking: BookingToConfirm,
  eventId: string,
  cancellation: Cancellation,
): Promise<PaidOnCancelledOutcome> {
  const nowIso = cancellation.at;
  const refundDue = keys.refundDueEntry(booking.id, cancellation.at);
  const ofTour = keys.bookingOfTourEntry(booking.createdAt, booking.id, booking.tourId, booking.startDate);
  const refund: Refund = { status: "due" };
  try {
    await withConflictRetries(() =>
      transactWrite({
        TransactItems: [
          paymentEventPut(eventId, nowIso, { bookingId: booking.id }),
          {
            Update: {
              Key: keys.booking(booking.id),
              UpdateExpression:
                "SET #status = :cancelled, cancellation = :cancellation, refund = :refund, #lifePk = :duePk, #lifeSk = :dueSk, #tourPk = :tourPk, #tourSk = :tourSk",
              ConditionExpression: "#status = :held",
              ExpressionAttributeNames: {
                "#lifePk": keys.refundsDuePartition().index.partitionKey,
                "#lifeSk": keys.refundsDuePartition().index.sortKey,
                "#tourPk": keys.bookingsOfTourPartition(booking.tourId).index.partitionKey,
                "#tourSk": keys.bookingsOfTourPartition(booking.tourId).index.sortKey,
              },
              ExpressionAttributeValues: {
                ":cancelled": "cancelled",
                ":held": "held",
                ":cancellation": cancellation,
                ":refund": refund,
                ":duePk": refundDue.gsi2pk,
                ":dueSk": refundDue.gsi2sk,
                ":tourPk": ofTour.gsi3pk,
                ":tourSk": ofTour.gsi3sk,
              },
            },
          },
          ...(booking.kind === "group"
            ? [
                {
                  Update: {
                    Key: keys.departure(booking.tourId, booking.startDate),
                    UpdateExpression: "SET placesLeft = placesLeft + :n",
                    ConditionExpression: "attribute_exists(pk)",
                    ExpressionAttributeValues: { ":n": booking.numberOfTravellers },
                  },
                },
              ]
            : []),
          bookingPaidEntry(booking, booking.agencyId, nowIso),
        ],
      }),
    );
    return "cancelled";
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "duplicate";
    if (conditionFailedAt(error, 1)) return "not-held";
    throw error;
  }
}

/**
 * Claims the sending of a confirmed booking's confirmation mail: true once per booking, false for a
 * booking that is not confirmed or whose mail was claimed before. The webhook claims it after the
 * confirmation, so a delivery that failed between the two (Stripe sends the event again) still mails,
 * and concurrent deliveries mail once.
 */
export async function claimConfirmationMail(bookingId: string, nowIso: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.booking(bookingId),
      UpdateExpression: "SET confirmationMailedAt = :now",
      ConditionExpression: "#status = :confirmed AND attribute_not_exists(confirmationMailedAt)",
      ExpressionAttributeValues: { ":now": nowIso, ":confirmed": "confirmed" },
    }),
  );
}

/** Held bookings whose hold ran out before `nowIso`, oldest first: one Query on the sparse gsi2. */
export async function listExpiredHolds(nowIso: string, limit = 100): Promise<Booking[]> {
  const { Items } = await queryItems({
    ...onIndex(keys.heldBookingsPartition(), { sortKey: "#sk < :now", values: { ":now": nowIso } }),
    Limit: limit,
  });
  return (Items ?? []).map((item) => BookingSchema.parse(withoutKeys(item)));
}

/** A traveller's bookings (as booker or as a guest with that e-mail), newest first; bounded. */
export async function listBookingsOfTraveller(email: string): Promise<Booking[]> {
  const items = await queryAll(
    {
      ...onIndex(keys.bookingsOfTravellerPartition(email)),
      ScanIndexForward: false,
    },
    200,
  );
  return items.map((item) => BookingSchema.parse(withoutKeys(item)));
}

/** Confirmed bookings whose trip ended before `today` and whose review invitation is unsent. */
export async function listBookingsAwaitingReviewInvite(today: string, limit = 100): Promise<Booking[]> {
  const { Items } = await queryItems({
    ...onIndex(keys.awaitingReviewInvitePartition(), {
      sortKey: "#sk < :today",
      values: { ":today": today },
    }),
    Limit: limit,
  });
  return (Items ?? []).map((item) => BookingSchema.parse(withoutKeys(item)));
}

/**
 * Takes the booking off the invitation index, once, noting the hash of the review link about to be
 * mailed (the link that may review it: data/review-tokens.ts); false if another run did it first.
 */
export async function markReviewInvited(bookingId: string, at: string, tokenHash: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.booking(bookingId),
      UpdateExpression: "SET reviewInvitedAt = :at, reviewTokenHash = :hash REMOVE #indexPk, #indexSk",
      ConditionExpression: "#indexPk = :awaiting",
      ExpressionAttributeNames: indexNames(awaitingReviewInviteIndex),
      ExpressionAttributeValues: {
        ":at": at,
        ":hash": tokenHash,
        ":awaiting": keys.awaitingReviewInvitePartition().value,
      },
    }),
  );
}

/**
 * Seeding: gives a demo booking written before references existed the reference claimed for it
 * (claimReferenceFor); one that has a reference keeps it.
 */
export async function addBookingReference(bookingId: string, reference: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.booking(bookingId),
      // REFERENCE is one of DynamoDB's reserved words.
      UpdateExpression: "SET #reference = :reference",
      ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(#reference)",
      ExpressionAttributeValues: { ":reference": reference },
    }),
  );
}

/**
 * Writes a finished booking (confirmed or cancelled) once, for the demo data: listed for its
 * traveller, and, when confirmed and not yet invited, waiting for its review invitation. A confirmed
 * one is, as a paid confirmation leaves it (`confirmPaidBooking`), in its agency's ledger
 * (`paid.agencyId`) and, when its departure exists (`paid.onDeparture`), counted on it, in the same
 * transaction: seeding it again counts nothing twice.
 */
export async function createBookingIfAbsent(
  booking: Booking,
  paid?: { agencyId: string; onDeparture: boolean },
): Promise<boolean> {
  if (booking.status === "held") throw new Error("held bookings go through holdPlaces");
  const put = {
    Item: {
      ...keys.booking(booking.id),
      ...keys.bookingOfTraveller(booking.bookerEmail, booking.createdAt, booking.id),
      ...(booking.status === "confirmed" ? keys.awaitingReviewInviteEntry(booking.endDate) : {}),
      ...keys.bookingOfTourEntry(booking.createdAt, booking.id, booking.tourId, booking.startDate),
      entity: "booking",
      ...booking,
    },
    ConditionExpression: "attribute_not_exists(pk)",
  };
  if (booking.status !== "confirmed" || !paid) return whenConditionHolds(() => putItem(put));
  const counted =
    booking.kind === "group" && paid.onDeparture
      ? [
          {
            Update: {
              Key: keys.departure(booking.tourId, booking.startDate),
              UpdateExpression: "SET confirmedTravellers = if_not_exists(confirmedTravellers, :zero) + :n",
              ConditionExpression: "attribute_exists(pk)",
              ExpressionAttributeValues: { ":zero": 0, ":n": booking.numberOfTravellers },
            },
          },
        ]
      : [];
  try {
    await transactWrite({
      TransactItems: [
        { Put: put },
        ...counted,
        bookingPaidEntry(booking, paid.agencyId, booking.confirmedAt ?? booking.createdAt),
      ],
    });
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}
