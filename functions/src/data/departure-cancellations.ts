import { type Booking, BookingSchema } from "@tembea/shared";
import { whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";
import { getItem, onIndex, updateItem } from "./table.js";

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
