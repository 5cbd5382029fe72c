import { randomUUID } from "node:crypto";
import type { Booking, GroupTour } from "@tembea/shared";
import { confirmPaidBooking, findBooking, type PaymentOutcome } from "../src/data/bookings.js";
import { findTour } from "../src/data/tours.js";

/**
 * A confirmed group-tour booking as the table holds it: Chloé Roux alone in a single room on the
 * Great Migration in April 2027; `fields` set what a test looks at.
 */
export function storedGroupBooking(fields: Partial<Booking> = {}): Booking {
  return {
    id: "b-1",
    kind: "group",
    tourId: "kenya-great-migration-safari",
    startDate: "2027-04-09",
    endDate: "2027-04-18",
    numberOfTravellers: 1,
    rooms: { sharedRooms: 0, singleRooms: 1 },
    travellers: {
      lead: {
        firstName: "Chloé",
        lastName: "Roux",
        email: "chloe@example.com",
        phone: { country: "CH", number: "+41 44 668 18 00" },
        nationality: "CH",
        birthDate: "1990-01-01",
      },
      others: [],
    },
    totalChf: 298_000,
    refundTiers: [{ daysBefore: 0, refundPercent: 0 }],
    status: "confirmed",
    locale: "en",
    bookerEmail: "chloe@example.com",
    createdAt: "2026-11-24T08:00:00.000Z",
    holdExpiresAt: "2026-11-24T08:30:00.000Z",
    ...fields,
  };
}

/** The booked tour as the mails read it: its title in each language. */
export const greatMigrationTour = {
  title: { en: "Great Migration", de: "Grosse Migration", fr: "Grande migration" },
} as GroupTour;

/**
 * Confirms a held booking as its payment would (the webhook's data step), reading what confirming
 * needs from the table: tests that start from a booking id need not repeat it.
 */
export async function confirmHeldBooking(
  bookingId: string,
  eventId = `evt_${randomUUID()}`,
  nowIso = new Date().toISOString(),
): Promise<PaymentOutcome> {
  const booking = await findBooking(bookingId);
  if (!booking) throw new Error(`no booking ${bookingId} to confirm`);
  const agencyId = booking.agencyId ?? (await findTour(booking.tourId))?.agencyId;
  if (!agencyId) throw new Error(`booking ${bookingId} names no agency, nor does a tour ${booking.tourId}`);
  return confirmPaidBooking({ ...booking, agencyId }, eventId, nowIso);
}
