import { type Booking, BookingSchema } from "@tembea/shared";
import { whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { bookingsOfTourIndex, withoutKeys } from "./keys.js";
import { queryAll, queryPages } from "./query-all.js";
import { indexEntryValues, indexNames, onIndex, updateItem } from "./table.js";

/**
 * The bookings of a tour as its agency sees them: the `bookingsOfTour` index (gsi3), which a booking
 * joins when its payment confirms it and keeps when it is cancelled, by date and then by when it was
 * booked. Holds and released bookings carry no entry, so none of them is ever listed.
 */

/** A date's bookings are a few dozen at most; the bound keeps one read from growing without limit. */
const departureBound = 1000;
/** Every paid booking of a tour, all dates: what its booked dates are counted from. */
const tourBound = 5000;

/** The paid bookings (confirmed, or cancelled since) of a tour's date, in the order they were booked. */
export async function listBookingsOfDeparture(tourId: string, startDate: string): Promise<Booking[]> {
  const items = await queryAll(
    onIndex(keys.bookingsOfTourPartition(tourId), {
      sortKey: "begins_with(#sk, :date)",
      values: { ":date": keys.bookingsOfDeparturePrefix(startDate) },
    }),
    departureBound,
  );
  return items.map((item) => BookingSchema.parse(withoutKeys(item)));
}

/** What a tour's list of booked dates needs of each booking. */
export interface BookedDateEntry {
  startDate: string;
  endDate: string;
  status: Booking["status"];
  numberOfTravellers: number;
}

/**
 * The dates of a tour's paid bookings, one entry per booking, by date: for a group tour its
 * departures that travellers paid for, for a special tour the dates its travellers chose. Only the
 * attributes the list counts are read.
 */
export async function listBookedDatesOfTour(tourId: string): Promise<BookedDateEntry[]> {
  const items = await queryAll(
    {
      ...onIndex(keys.bookingsOfTourPartition(tourId)),
      ProjectionExpression: "startDate, endDate, #status, numberOfTravellers",
    },
    tourBound,
  );
  return items.map((item) => ({
    startDate: String(item.startDate),
    endDate: String(item.endDate),
    status: BookingSchema.shape.status.parse(item.status),
    numberOfTravellers: Number(item.numberOfTravellers),
  }));
}

/**
 * The one-off backfill of the tour booking index (at the twin's start and on every deploy; a no-op
 * once done): confirmed bookings written before the index existed get their entry. They are found
 * without a Scan through the index of confirmed bookings whose review invitation is still to be sent
 * (gsi2), which holds every confirmed booking whose trip has not ended yet: the manifests an agency
 * still works from. Trips that ended and were invited before the index stay off it. Each entry is
 * written on condition the booking is still confirmed and has none, so a run beside the webhook or
 * a second run changes nothing. Returns how many bookings it indexed.
 */
export async function indexConfirmedBookingsOfTours(pageSize?: number): Promise<number> {
  let added = 0;
  const pages = queryPages(
    {
      ...onIndex(keys.awaitingReviewInvitePartition(), { names: indexNames(bookingsOfTourIndex) }),
      FilterExpression: "attribute_not_exists(#indexPk)",
      ProjectionExpression: "id, tourId, startDate, createdAt",
    },
    pageSize,
  );
  for await (const items of pages)
    for (const item of items) {
      const entry = keys.bookingOfTourEntry(
        String(item.createdAt),
        String(item.id),
        String(item.tourId),
        String(item.startDate),
      );
      const indexed = await whenConditionHolds(() =>
        updateItem({
          Key: keys.booking(String(item.id)),
          UpdateExpression: "SET #indexPk = :indexPk, #indexSk = :indexSk",
          ConditionExpression: "#status = :confirmed AND attribute_not_exists(#indexPk)",
          ExpressionAttributeNames: indexNames(bookingsOfTourIndex),
          ExpressionAttributeValues: {
            ":confirmed": "confirmed",
            ...indexEntryValues(bookingsOfTourIndex, entry),
          },
        }),
      );
      if (indexed) added += 1;
    }
  return added;
}

/**
 * Claims the sending of the agency's mail about a confirmed booking: true once per booking, false for
 * a booking that is not confirmed or whose agency mail was claimed before. Claimed after the
 * confirmation, as the traveller's mail is (data/bookings.ts, claimConfirmationMail), so a delivery
 * of the payment event that failed before it mailed is made good by the next, and concurrent
 * deliveries mail once.
 */
export async function claimAgencyBookingMail(bookingId: string, nowIso: string): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.booking(bookingId),
      UpdateExpression: "SET agencyMailedAt = :now",
      ConditionExpression: "#status = :confirmed AND attribute_not_exists(agencyMailedAt)",
      ExpressionAttributeValues: { ":now": nowIso, ":confirmed": "confirmed" },
    }),
  );
}
