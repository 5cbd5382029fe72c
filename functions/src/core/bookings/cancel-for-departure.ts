import type { AuditEntry, Booking } from "@tembea/shared";

/**
 * Cancels one confirmed booking of a cancelled departure, by the agency, refunded in full, through
 * the one `cancelBooking` travellers use too (its own transaction, then the refund attempt).
 * True when this call cancelled it, false when it was no longer confirmed.
 */
export async function cancelForDeparture(
  _booking: Booking,
  _cancellation: { reason: string; actor: AuditEntry["actor"]; now: Date },
): Promise<boolean> {
  throw new Error("cancelBooking comes with the branch cancellation");
}
