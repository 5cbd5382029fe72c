import type { AuditEntry, Departure } from "@tembea/shared";
import { auditEntryPut } from "./audit.js";
import { conditionFailedAt, transactionConflicted, withConflictRetries } from "./conditional-write.js";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { getItem, type TransactItemInTable, transactWrite } from "./table.js";
import { type AgencyDepartureItem, AgencyDepartureItemSchema } from "./tours.js";

/**
 * The agency's writes to its departures. Every `capacity` and `placesLeft` write lives here and in
 * bookings.ts, keeping `taken = capacity - placesLeft`: holds take places in their own transaction
 * on the same item, so DynamoDB serialises a capacity change with them (docs/decisions/0020).
 */

/** One departure as the last write left it (strongly consistent), with whether it was ever held. */
export async function findDepartureOfTour(
  tourId: string,
  startDate: string,
): Promise<AgencyDepartureItem | undefined> {
  const { Item } = await getItem({ Key: keys.departure(tourId, startDate), ConsistentRead: true });
  return Item ? AgencyDepartureItemSchema.parse(withoutKeys(Item)) : undefined;
}

/**
 * Adds a departure with its audit entry on condition its date is free: "exists" leaves the one
 * there as it is (places taken are never reset). Listed by start date for the tour lists.
 */
export async function addDeparture(departure: Departure, audit: AuditEntry): Promise<"added" | "exists"> {
  try {
    await transactWrite({
      TransactItems: [
        {
          Put: {
            Item: {
              ...keys.departure(departure.tourId, departure.startDate),
              ...keys.departureListEntry(departure.tourId, departure.startDate),
              entity: "departure",
              ...departure,
            },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
        auditEntryPut(audit),
      ],
    });
    return "added";
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "exists";
    throw error;
  }
}

export type DepartureChange = { capacity?: number; salesOpen?: boolean };
export type ChangeOutcome =
  | { outcome: "changed"; departure: AgencyDepartureItem }
  | { outcome: "missing" }
  | { outcome: "cancelled" }
  | { outcome: "belowTaken"; placesTaken: number };

/**
 * Sets a departure's capacity and/or opens or closes its sales, with its audit entry (made by
 * `auditOf` from the departure before and after). The capacity moves `placesLeft` by the same amount
 * in one UpdateItem on condition that the capacity is still the one read and that `placesLeft` stays
 * at or above 0: a hold that took places in between fails the condition, and then the departure is
 * read again and the change retried, or refused as "belowTaken" with the places taken then.
 */
export async function changeDeparture(
  tourId: string,
  startDate: string,
  change: DepartureChange,
  auditOf: (before: AgencyDepartureItem, after: AgencyDepartureItem) => AuditEntry,
): Promise<ChangeOutcome> {
  // Holds on a busy departure cancel concurrent transactions (TransactionConflict) as often as they
  // move its places: both are tried again, the first after a short random pause, as holds do.
  for (let conflicts = 0, moved = 0; ; ) {
    const before = await findDepartureOfTour(tourId, startDate);
    if (!before) return { outcome: "missing" };
    // A cancelled departure stays closed for good: its travellers were refunded and told.
    if (before.cancelledAt) return { outcome: "cancelled" };
    const capacity = change.capacity ?? before.capacity;
    const delta = capacity - before.capacity;
    const taken = before.capacity - before.placesLeft;
    if (capacity < taken) return { outcome: "belowTaken", placesTaken: taken };
    const salesClosed = change.salesOpen === undefined ? before.salesClosed : !change.salesOpen;
    const after: AgencyDepartureItem = {
      ...before,
      capacity,
      placesLeft: before.placesLeft + delta,
      ...(salesClosed === undefined ? {} : { salesClosed }),
    };
    try {
      await transactWrite({
        TransactItems: [
          {
            Update: {
              Key: keys.departure(tourId, startDate),
              UpdateExpression: `SET #capacity = :capacity, placesLeft = placesLeft + :delta${
                salesClosed === undefined ? "" : ", salesClosed = :closed"
              }`,
              // #capacity: a reserved word (inTable names it).
              ConditionExpression:
                "#capacity = :seen AND placesLeft >= :minLeft AND attribute_not_exists(cancelledAt)",
              ExpressionAttributeValues: {
                ":capacity": capacity,
                ":delta": delta,
                ":seen": before.capacity,
                ":minLeft": Math.max(0, -delta),
                ...(salesClosed === undefined ? {} : { ":closed": salesClosed }),
              },
            },
          },
          auditEntryPut(auditOf(before, after)),
        ],
      });
      return { outcome: "changed", departure: after };
    } catch (error) {
      if (conditionFailedAt(error, 0)) {
        // Places were taken or the capacity changed since the read: read again and decide anew.
        if (++moved > 20) throw error;
        continue;
      }
      if (!transactionConflicted(error) || ++conflicts > 12) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * conflicts));
    }
  }
}

/**
 * Deletes a departure nobody ever held a place on (all places left, never held: holds mark it,
 * data/bookings.ts) and not cancelled, with its audit entry. "booked" when someone did: close its
 * sales instead; "cancelled" when its agency cancelled it (its cancellation is the travellers' record).
 */
export async function deleteDeparture(
  tourId: string,
  startDate: string,
  audit: AuditEntry,
): Promise<"deleted" | "booked" | "cancelled" | "missing"> {
  try {
    await transactWrite({
      TransactItems: [
        {
          Delete: {
            Key: keys.departure(tourId, startDate),
            ConditionExpression:
              "attribute_exists(pk) AND placesLeft = #capacity AND attribute_not_exists(everHeld) AND attribute_not_exists(cancelledAt)",
          },
        },
        auditEntryPut(audit),
      ],
    });
    return "deleted";
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
    const departure = await findDepartureOfTour(tourId, startDate);
    if (!departure) return "missing";
    return departure.cancelledAt ? "cancelled" : "booked";
  }
}

export type DepartureCancelOutcome =
  | { outcome: "cancelled"; departure: AgencyDepartureItem }
  | { outcome: "already"; departure: AgencyDepartureItem }
  | { outcome: "missing" };

/**
 * The first step of cancelling a departure: marks it cancelled (`cancelledAt`, the reason) and
 * closes its sales for good, with its audit entry, in one transaction, before any booking on it is
 * cancelled. So from this step on no place can be held on it, no payment confirms a booking on it
 * (bookings.ts), and a run that stopped half way is finished by running it again: "already" answers
 * the departure as the first run left it (its reason kept), and writes nothing.
 */
export async function markDepartureCancelled(
  tourId: string,
  startDate: string,
  cancellation: { at: string; reason: string },
  audit: AuditEntry,
): Promise<DepartureCancelOutcome> {
  try {
    await withConflictRetries(() =>
      transactWrite({
        TransactItems: [
          {
            Update: {
              Key: keys.departure(tourId, startDate),
              UpdateExpression: "SET cancelledAt = :at, cancellationReason = :reason, salesClosed = :true",
              ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(cancelledAt)",
              ExpressionAttributeValues: {
                ":at": cancellation.at,
                ":reason": cancellation.reason,
                ":true": true,
              },
            },
          },
          auditEntryPut(audit),
        ],
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
    const departure = await findDepartureOfTour(tourId, startDate);
    return departure ? { outcome: "already", departure } : { outcome: "missing" };
  }
  const departure = await findDepartureOfTour(tourId, startDate);
  if (!departure) throw new Error("a departure just cancelled is gone");
  return { outcome: "cancelled", departure };
}

/** A departure's end date moving with its tour's length. */
export interface DepartureEndMove {
  startDate: string;
  from: string;
  to: string;
}

/**
 * A departure's end date moved from `from` to `to` (its tour's length changed), for the transaction
 * of that change: on condition it still ends on `from` and nobody holds a place on it, so a hold
 * that came in after the read cancels the whole change instead of moving a booked trip.
 */
export function departureEndMove(tourId: string, move: DepartureEndMove): TransactItemInTable {
  return {
    Update: {
      Key: keys.departure(tourId, move.startDate),
      UpdateExpression: "SET #endDate = :to",
      ConditionExpression: "#endDate = :from AND #placesLeft = #capacity",
      ExpressionAttributeValues: { ":from": move.from, ":to": move.to },
    },
  };
}
