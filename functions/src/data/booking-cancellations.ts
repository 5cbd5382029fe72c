import type { AuditEntry, Booking, Cancellation, LedgerEntry } from "@tembea/shared";
import { auditEntryPut } from "./audit.js";
import { type BookingWithCheckout, BookingWithCheckoutSchema } from "./bookings.js";
import { conditionFailedAt, whenConditionHolds, withConflictRetries } from "./conditional-write.js";
import * as keys from "./keys.js";
import { refundsDueIndex, withoutKeys } from "./keys.js";
import { ledgerEntryPut } from "./ledger.js";
import { paymentEventPut } from "./payment-events.js";
import {
  indexNames,
  onIndex,
  queryItems,
  type TransactItemInTable,
  transactWrite,
  updateItem,
} from "./table.js";

/**
 * Cancels a confirmed booking in one transaction: the booking becomes cancelled with its
 * cancellation and, when money goes back, a refund "due" listed for the retry job (`refundsDue`);
 * a group booking's places go back to its departure and leave its confirmed travellers; the audit
 * entry is written with it. Only a confirmed booking is cancelled, so of two cancellations at once
 * (two tabs, the traveller and the agency) exactly one happens: "not-confirmed" for the other, and for
 * a booking that was never paid or is cancelled already. It keeps its place in the tour's bookings
 * (the manifest shows it cancelled); it leaves the review invitations.
 */
export async function recordCancellation(
  booking: Pick<Booking, "id" | "kind" | "tourId" | "startDate" | "numberOfTravellers">,
  cancellation: Cancellation,
  audit: AuditEntry,
): Promise<"cancelled" | "not-confirmed"> {
  const refundDue = cancellation.refundChf > 0;
  const markCancelled: TransactItemInTable = {
    Update: {
      Key: keys.booking(booking.id),
      UpdateExpression: refundDue
        ? "SET #status = :cancelled, cancellation = :cancellation, refund = :refund, #indexPk = :indexPk, #indexSk = :indexSk"
        : "SET #status = :cancelled, cancellation = :cancellation REMOVE #indexPk, #indexSk",
      ConditionExpression: "#status = :confirmed",
      ExpressionAttributeNames: { ...indexNames(refundsDueIndex) },
      ExpressionAttributeValues: {
        ":cancelled": "cancelled",
        ":confirmed": "confirmed",
        ":cancellation": cancellation,
        ...(refundDue && {
          ":refund": { status: "due" },
          ":indexPk": keys.refundDueEntry(booking.id, cancellation.at).gsi2pk,
          ":indexSk": keys.refundDueEntry(booking.id, cancellation.at).gsi2sk,
        }),
      },
    },
  };
  // A special tour has no shared departure: its date is the booking alone.
  const giveBackPlaces: TransactItemInTable[] =
    booking.kind === "group"
      ? [
          {
            Update: {
              Key: keys.departure(booking.tourId, booking.startDate),
              // A booking confirmed before departures counted their travellers leaves 0, not below.
              UpdateExpression:
                "SET placesLeft = placesLeft + :n, confirmedTravellers = if_not_exists(confirmedTravellers, :n) - :n",
              ConditionExpression: "attribute_exists(pk)",
              ExpressionAttributeValues: { ":n": booking.numberOfTravellers },
            },
          },
        ]
      : [];
  try {
    await withConflictRetries(() =>
      transactWrite({ TransactItems: [markCancelled, ...giveBackPlaces, auditEntryPut(audit)] }),
    );
    return "cancelled";
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "not-confirmed";
    throw error;
  }
}

/**
 * Notes that the provider accepted a due refund (it leaves the retry job's list). A refund whose
 * completion arrived first (the webhook was quicker than this note) stays refunded: false then.
 */
export async function markRefundSent(bookingId: string, providerRefundId: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.booking(bookingId),
      UpdateExpression:
        "SET refund.#refundStatus = :sent, refund.providerRefundId = :id REMOVE #indexPk, #indexSk",
      ConditionExpression: "refund.#refundStatus = :due",
      ExpressionAttributeNames: { "#refundStatus": "status", ...indexNames(refundsDueIndex) },
      ExpressionAttributeValues: { ":sent": "sent", ":due": "due", ":id": providerRefundId },
    }),
  );
}

export type RefundOutcome = "refunded" | "duplicate" | "not-due";

/**
 * Records a refund's completion once, with the event that reported it and the agency's `refund-paid`
 * ledger entry (none when the booking's agency is unknown), in one transaction: "duplicate" for an event handled
 * before, "not-due" for a booking with no refund waiting (not cancelled yet, cancelled without a
 * refund, or refunded already by another event).
 */
export async function recordRefundPaid(
  bookingId: string,
  eventId: string,
  paid: { at: string; providerRefundId?: string | undefined },
  ledger: LedgerEntry | undefined,
): Promise<RefundOutcome> {
  try {
    await withConflictRetries(() =>
      transactWrite({
        TransactItems: [
          paymentEventPut(eventId, paid.at, { bookingId }),
          {
            Update: {
              Key: keys.booking(bookingId),
              UpdateExpression: `SET refund.#refundStatus = :refunded, refund.refundedAt = :at${
                paid.providerRefundId ? ", refund.providerRefundId = :id" : ""
              } REMOVE #indexPk, #indexSk`,
              ConditionExpression: "#status = :cancelled AND refund.#refundStatus IN (:due, :sent)",
              ExpressionAttributeNames: {
                "#refundStatus": "status",
                ...indexNames(refundsDueIndex),
              },
              ExpressionAttributeValues: {
                ":refunded": "refunded",
                ":at": paid.at,
                ":cancelled": "cancelled",
                ":due": "due",
                ":sent": "sent",
                ...(paid.providerRefundId && { ":id": paid.providerRefundId }),
              },
            },
          },
          ...(ledger ? [ledgerEntryPut(ledger)] : []),
        ],
      }),
    );
    return "refunded";
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "duplicate";
    if (conditionFailedAt(error, 1)) return "not-due";
    throw error;
  }
}

/** Cancelled bookings whose refund the provider has not accepted, cancelled before `beforeIso`, oldest first. */
export async function listRefundsDue(beforeIso: string, limit = 50): Promise<BookingWithCheckout[]> {
  const { Items } = await queryItems({
    ...onIndex(keys.refundsDuePartition(), { sortKey: "#sk < :before", values: { ":before": beforeIso } }),
    Limit: limit,
  });
  return (Items ?? []).map((item) => BookingWithCheckoutSchema.parse(withoutKeys(item)));
}
