import { type AuditEntry, type Booking, BookingSchema } from "@tembea/shared";
import { auditEntryPut } from "./audit.js";
import { conditionFailedAt, whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";
import { getItem, onIndex, transactWrite, updateItem } from "./table.js";

/**
 * What cancelling a departure (or a special tour's booked date) reads and claims besides the
 * departure itself (departures.ts) and the bookings' own cancellation (core/bookings/cancel-booking).
 */

/** The most bookings one date can carry: a departure's capacity is at most 99 places. */
const bookingsPerDateBound = 500;

/**
 * The bookings of a tour on one start date: the date's entries of the `bookingsOfTour` index
 * (carried by confirmed bookings and kept when cancelled). The index is read eventually consistent:
 * a booking confirmed a moment ago may be missing, which the departure's `confirmedTravellers`
 * shows (core/bookings/cancel-departure.ts).
 */
export async function bookingsOnDate(tourId: string, startDate: string): Promise<Booking[]> {
  const items = await queryAll(
    onIndex(keys.bookingsOfTourPartition(tourId), {
      sortKey: "begins_with(#sk, :date)",
      values: { ":date": keys.bookingsOfDeparturePrefix(startDate) },
    }),
    bookingsPerDateBound,
  );
  return items.map((item) => BookingSchema.parse(withoutKeys(item)));
}

/**
 * Claims the sending of the "your departure is cancelled" mail of a booking the agency cancelled:
 * true once per booking, so a run finished again (or a payment that arrived after the
 * cancellation, delivered twice) mails its traveller once.
 */
export async function claimDepartureCancelledMail(bookingId: string, nowIso: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.booking(bookingId),
      UpdateExpression: "SET departureCancelledMailedAt = :now",
      ConditionExpression: "#status = :cancelled AND attribute_not_exists(departureCancelledMailedAt)",
      ExpressionAttributeValues: { ":now": nowIso, ":cancelled": "cancelled" },
    }),
  );
}

/** Every start date of a tour that has bookings (confirmed, or cancelled after confirming), by date. */
export async function bookedDatesOfTour(tourId: string): Promise<string[]> {
  const items = await queryAll(
    { ...onIndex(keys.bookingsOfTourPartition(tourId)), ProjectionExpression: "startDate" },
    5000,
  );
  return [...new Set(items.map((item) => String(item.startDate)))].sort();
}

/** One booking as the last write left it (strongly consistent): the webhook decides on its status. */
export async function findBookingAsWritten(bookingId: string): Promise<Booking | undefined> {
  const { Item } = await getItem({ Key: keys.booking(bookingId), ConsistentRead: true });
  return Item ? BookingSchema.parse(withoutKeys(Item)) : undefined;
}

/** A special tour's cancelled date: when, and the agency's reason. */
export interface CancelledDate {
  cancelledAt: string;
  reason: string;
}

/** Whether the agency cancelled this booked date of its special tour (strongly consistent). */
export async function findCancelledDate(
  tourId: string,
  startDate: string,
): Promise<CancelledDate | undefined> {
  const { Item } = await getItem({ Key: keys.cancelledDate(tourId, startDate), ConsistentRead: true });
  return Item ? { cancelledAt: String(Item.cancelledAt), reason: String(Item.reason) } : undefined;
}

/**
 * The first step of cancelling a special tour's booked date (a special tour has no departure item:
 * each booking is its own trip): the date's marker with its audit entry, in one transaction. From
 * then on no hold is taken on the date and no payment confirms a booking on it (bookings.ts). A
 * second run finds it ("already", the first reason kept) and writes nothing.
 */
export async function markDateCancelled(
  tourId: string,
  startDate: string,
  cancellation: { at: string; reason: string },
  audit: AuditEntry,
): Promise<{ outcome: "cancelled" | "already"; date: CancelledDate }> {
  try {
    await transactWrite({
      TransactItems: [
        {
          Put: {
            Item: {
              ...keys.cancelledDate(tourId, startDate),
              entity: "cancelledDate",
              tourId,
              startDate,
              cancelledAt: cancellation.at,
              reason: cancellation.reason,
            },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
        auditEntryPut(audit),
      ],
    });
    return { outcome: "cancelled", date: { cancelledAt: cancellation.at, reason: cancellation.reason } };
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
    const date = await findCancelledDate(tourId, startDate);
    if (!date) throw error;
    return { outcome: "already", date };
  }
}
