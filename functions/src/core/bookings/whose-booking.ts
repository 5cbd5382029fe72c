import type { Booking, BookingStatus } from "@tembea/shared";
import type { Caller } from "../../platform/caller.js";

/** The states a booking reaches only through a payment. */
const paidStatuses: ReadonlySet<BookingStatus> = new Set(["confirmed", "cancelled"]);

/**
 * Whether a booking is the caller's to see in My trips. A booking made signed in belongs to its
 * booker's account, whatever address it names. A guest's booking carries only an address, which
 * anyone could type: it joins an account only when that account has proven the address, and only
 * once paid, so an unpaid hold stays with whoever made it (through its booking id, as a capability).
 */
export function isCallersBooking(booking: Booking, caller: Extract<Caller, { kind: "user" }>): boolean {
  if (booking.userId) return booking.userId === caller.userId;
  return (
    caller.emailVerified &&
    caller.email !== undefined &&
    booking.bookerEmail.toLowerCase() === caller.email.toLowerCase() &&
    paidStatuses.has(booking.status)
  );
}
