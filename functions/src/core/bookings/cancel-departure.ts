import type { AuditEntry, Booking, DepartureCancellation } from "@tembea/shared";
import {
  bookingsOnDate,
  claimDepartureCancelledMail,
  findCancelledDate,
  markDateCancelled,
} from "../../data/departure-cancellations.js";
import { findDepartureOfTour, markDepartureCancelled } from "../../data/departures.js";
import { findTourEvenUnpublished } from "../../data/tours.js";
import { notFound } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { logger } from "../../platform/logger.js";
import { auditEntry } from "../audit/record.js";
import { sendMail } from "../mail/mail.js";
import { departureCancelledMail, type OtherDeparture } from "../mail/templates/departure-cancelled.js";
import { cancelBooking } from "./cancel-booking.js";

/** A date's confirmed bookings, counted as the confirm dialog names them. */
export function countOf(
  bookings: Booking[],
): Pick<DepartureCancellation, "bookings" | "travellers" | "refundChf"> {
  return {
    bookings: bookings.length,
    travellers: bookings.reduce((sum, b) => sum + b.numberOfTravellers, 0),
    refundChf: bookings.reduce((sum, b) => sum + b.totalChf, 0),
  };
}

export const confirmedOnly = (bookings: Booking[]) => bookings.filter((b) => b.status === "confirmed");

/** Bookings this cancellation cancelled (its own, not a traveller's own cancellation before). */
const cancelledByAgency = (booking: Booking) =>
  booking.status === "cancelled" && booking.cancellation?.by === "agency";

/** How often the run reads the date's bookings again while the departure still counts travellers. */
const settleRounds = 6;

export interface CancelDepartureInput {
  tourId: string;
  kind: "group" | "special";
  agencyId: string;
  startDate: string;
  reason: string;
  actor: AuditEntry["actor"];
  now: Date;
}

/**
 * Cancels a departure of a group tour (or a booked date of a special tour) for good and every
 * confirmed booking on it:
 *
 * 1. the departure is marked cancelled and leaves sale, with its audit entry (one transaction):
 *    from then on no hold is taken on it and no payment confirms a booking on it;
 * 2. each confirmed booking on it is cancelled with a full refund by `cancelBooking`, each in its own
 *    transaction (places, refund due, audit), then its refund attempted;
 * 3. each traveller whose booking this cancellation cancelled is mailed, once (a claim per booking),
 *    right after their booking, and at the end whom an earlier run cancelled but did not mail.
 *
 * A run that stopped anywhere (a crash, a timeout) is finished by running it again: step 1 finds the
 * departure cancelled and keeps its first reason, step 2 cancels what is still confirmed, step 3
 * mails whom no run mailed. The index of a tour's bookings is read eventually consistent, so a
 * booking confirmed just before step 1 may be missing from it for a moment: the departure's
 * `confirmedTravellers` (changed in the same transactions as the bookings) says whether any is
 * left, and the date is read again until none is.
 */
export async function cancelDepartureAndBookings(
  input: CancelDepartureInput,
): Promise<DepartureCancellation> {
  const { tourId, startDate, agencyId, actor } = input;
  const cancellation = { at: input.now.toISOString(), reason: input.reason };
  const audit = auditEntry({
    actor,
    action: "departure.cancelled",
    target: { type: "departure", id: `${tourId}/${startDate}`, label: startDate },
    agencyId,
    before: { salesOpen: true },
    after: { cancelled: true, reason: input.reason },
  });
  let reason: string;
  let cancelledAt: string;
  if (input.kind === "group") {
    const marked = await markDepartureCancelled(tourId, startDate, cancellation, audit);
    if (marked.outcome === "missing") throw notFound();
    reason = marked.departure.cancellationReason ?? input.reason;
    cancelledAt = marked.departure.cancelledAt ?? cancellation.at;
  } else {
    // A special tour's date is one that has bookings (or was cancelled before): no date, no trip.
    const known =
      (await findCancelledDate(tourId, startDate)) || (await bookingsOnDate(tourId, startDate)).length > 0;
    if (!known) throw notFound();
    const { date } = await markDateCancelled(tourId, startDate, cancellation, audit);
    ({ reason, cancelledAt } = date);
  }

  const cancelled: Booking[] = [];
  for (let round = 0; round < settleRounds; round++) {
    for (const booking of confirmedOnly(await bookingsOnDate(tourId, startDate))) {
      // Each its own transaction: one that fails leaves the others done, and the run is resumable.
      const result = await cancelBooking({
        bookingId: booking.id,
        by: "agency",
        actor,
        reason,
        now: input.now,
      });
      if (result.outcome === "cancelled") {
        cancelled.push(result.booking);
        await mailCancelledBooking(result.booking, reason);
      }
    }
    // A special tour has no counter to tell: its index is read once more after a moment.
    if (input.kind === "special") {
      if (round > 0) break;
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    const departure = await findDepartureOfTour(tourId, startDate);
    if (!departure?.confirmedTravellers) break;
    await new Promise((r) => setTimeout(r, 100 * 2 ** round));
  }

  // Whom an earlier run cancelled but did not get to mail.
  await mailTravellers(tourId, startDate, reason);
  return { startDate, ...countOf(cancelled), cancelledAt, reason };
}

/** What every traveller's mail of a cancelled date shares: the tour and its other departures. */
async function mailContext(tourId: string, startDate: string) {
  // An unpublished tour is still the travellers' trip (its page opens for them); it offers no dates.
  const found = await findTourEvenUnpublished(tourId, today());
  if (!found) {
    logger.error("cancelled departure of a tour that has no public item: travellers not mailed", { tourId });
    return undefined;
  }
  const others: OtherDeparture[] = found.published
    ? found.departures
        .filter((d) => d.startDate !== startDate && d.placesLeft > 0 && d.salesClosed !== true)
        .map((d) => ({ startDate: d.startDate, endDate: d.endDate }))
    : [];
  return { tour: found.tour, others };
}

/**
 * Mails each traveller whose booking on the date the agency cancelled and nobody mailed yet: once
 * per booking (a claim), so a run finished again mails only whom an earlier run did not. A mail
 * that fails to send is logged by the sender; its claim stays (the mail queue retries what it took).
 */
export async function mailTravellers(tourId: string, startDate: string, reason: string): Promise<void> {
  const toMail = (await bookingsOnDate(tourId, startDate)).filter(cancelledByAgency);
  if (toMail.length === 0) return;
  const context = await mailContext(tourId, startDate);
  if (!context) return;
  for (const booking of toMail) {
    if (await claimDepartureCancelledMail(booking.id, new Date().toISOString()))
      await sendMail(
        departureCancelledMail(booking, context.tour, booking.cancellation?.reason ?? reason, context.others),
      );
  }
}

/** Mails the traveller of one booking the agency's cancellation cancelled, unless mailed before. */
export async function mailCancelledBooking(booking: Booking, reason: string): Promise<void> {
  if (!(await claimDepartureCancelledMail(booking.id, new Date().toISOString()))) return;
  const context = await mailContext(booking.tourId, booking.startDate);
  if (context) await sendMail(departureCancelledMail(booking, context.tour, reason, context.others));
}
