import {
  type AuditEntry,
  type Booking,
  type CancellationQuote,
  cancellationQuote,
  dayIn,
  daysBeforeTrip,
  destinationTimeZones,
  isDestinationSlug,
} from "@tembea/shared";
import { markRefundSent, recordCancellation } from "../../data/booking-cancellations.js";
import { type BookingWithCheckout, findBookingWithCheckout } from "../../data/bookings.js";
import { findTour } from "../../data/tours.js";
import { logger } from "../../platform/logger.js";
import { bookingBreakdown, countMetric } from "../../platform/metrics.js";
import { auditEntry } from "../audit/record.js";
import { paymentGateway } from "../payments/index.js";

/**
 * The day it is at a booking's destination: refund tiers count days in the departure's own calendar.
 * A tour that can no longer be read counts in UTC.
 */
export async function todayAtDestination(booking: Pick<Booking, "tourId">, now: Date): Promise<string> {
  const tour = await findTour(booking.tourId);
  const zone = tour && isDestinationSlug(tour.destination) ? destinationTimeZones[tour.destination] : "UTC";
  return dayIn(zone, now);
}

/** What cancelling a booking now gives back (undefined once its trip has started). */
export async function quoteCancellation(
  booking: Pick<Booking, "tourId" | "startDate" | "totalChf" | "refundTiers">,
  now = new Date(),
): Promise<CancellationQuote | undefined> {
  return cancellationQuote(booking, await todayAtDestination(booking, now));
}

export interface CancelBookingRequest {
  bookingId: string;
  /**
   * A traveller cancels their own booking and gets the tier of the day at the destination back; an
   * agency cancels (its departure called off) and refunds everything. The caller has checked that the
   * booking is theirs to cancel.
   */
  by: "traveller" | "agency";
  /** Who, for the audit entry (`actorOf`, or the traveller's own). */
  actor: AuditEntry["actor"];
  /** The agency's reason, kept with the cancellation (at most 500 characters). */
  reason?: string;
  /**
   * The traveller's: the refund the page showed (CHF minor units). When today's tier gives another
   * (midnight passed at the destination meanwhile), nothing happens: "refund-changed".
   */
  expectedRefundChf?: number;
  now?: Date;
}

export type CancelBookingOutcome =
  /**
   * Cancelled, places back, refund recorded: `refund` says whether the provider accepted it already
   * ("sent"), must be tried again by the job ("due"), or nothing goes back ("none").
   */
  | { outcome: "cancelled"; booking: Booking; refund: "none" | "sent" | "due" }
  | { outcome: "missing" }
  /** Not a confirmed booking (held, released, cancelled already: by this request's twin too), or its trip started. */
  | { outcome: "not-cancellable"; booking: Booking }
  | { outcome: "refund-changed"; quote: CancellationQuote };

/**
 * Cancels a confirmed booking and refunds it: one transaction records the cancellation (with the
 * tier of the day, or everything for the agency), a refund due, the places given back (and the
 * departure's confirmed travellers), and the audit entry; then the provider is asked for the refund.
 * Whoever comes second (a second tab, the agency cancelling the departure meanwhile) gets
 * "not-cancellable" and changes nothing, so a booking is cancelled and refunded once. A refund the
 * provider does not take now stays due, and the `retryRefunds` job asks again; the provider is never
 * asked to pay twice (PaymentGateway.refund). Mails are the caller's: they differ by who cancelled.
 */
export async function cancelBooking(request: CancelBookingRequest): Promise<CancelBookingOutcome> {
  const now = request.now ?? new Date();
  const booking = await findBookingWithCheckout(request.bookingId);
  if (!booking) return { outcome: "missing" };
  const today = await todayAtDestination(booking, now);
  const quote = cancellationQuote(booking, today);
  if (booking.status !== "confirmed" || !quote) return { outcome: "not-cancellable", booking };
  const refund: CancellationQuote =
    request.by === "agency"
      ? {
          daysBefore: daysBeforeTrip(today, booking.startDate),
          refundPercent: 100,
          refundChf: booking.totalChf,
        }
      : quote;
  if (request.by === "traveller" && request.expectedRefundChf !== refund.refundChf)
    return { outcome: "refund-changed", quote: refund };

  const cancellation = {
    at: now.toISOString(),
    by: request.by,
    ...(request.reason !== undefined && { reason: request.reason }),
    ...refund,
  };
  const cancelled = {
    ...booking,
    status: "cancelled" as const,
    cancellation,
    ...(refund.refundChf > 0 && { refund: { status: "due" as const } }),
  };
  const tour = await findTour(booking.tourId);
  const audit = auditEntry({
    actor: request.actor,
    action: "booking.cancelled",
    target: { type: "booking", id: booking.id, label: booking.reference ?? booking.id },
    agencyId: booking.agencyId ?? tour?.agencyId,
    before: { status: booking.status },
    after: { status: "cancelled", refundPercent: refund.refundPercent, refundChf: refund.refundChf },
    at: now,
  });
  if ((await recordCancellation(booking, cancellation, audit)) === "not-confirmed") {
    const current = (await findBookingWithCheckout(booking.id)) ?? booking;
    return { outcome: "not-cancellable", booking: withoutCheckout(current) };
  }
  logger.info("booking cancelled", { bookingId: booking.id, by: request.by, refundChf: refund.refundChf });
  countMetric(
    "BookingCancelled",
    bookingBreakdown({ kind: booking.kind, agencyId: booking.agencyId ?? tour?.agencyId }),
  );
  if (refund.refundChf === 0)
    return { outcome: "cancelled", booking: withoutCheckout(cancelled), refund: "none" };
  const sent = await attemptRefund(cancelled, refund.refundChf);
  // As the refund left it (sent, or refunded already when the provider's event was quicker).
  const current = (await findBookingWithCheckout(booking.id)) ?? cancelled;
  return { outcome: "cancelled", booking: withoutCheckout(current), refund: sent };
}

const withoutCheckout = ({ checkoutSessionId: _, ...booking }: BookingWithCheckout): Booking => booking;

/**
 * Asks the provider for a cancelled booking's refund and notes it sent. Never throws: a provider
 * that is down or refuses leaves the refund due, logged, for the job to try again.
 */
export async function attemptRefund(
  booking: Pick<BookingWithCheckout, "id" | "checkoutSessionId">,
  amountChf: number,
): Promise<"sent" | "due"> {
  try {
    const gateway = await paymentGateway();
    const accepted = await gateway.refund({
      bookingId: booking.id,
      checkoutSessionId: booking.checkoutSessionId,
      amountChf,
    });
    await markRefundSent(booking.id, accepted.refundId);
    logger.info("refund accepted", {
      bookingId: booking.id,
      refundId: accepted.refundId,
      existing: accepted.existing,
    });
    return "sent";
  } catch (error) {
    logger.error("refund not accepted; it stays due and is tried again", { bookingId: booking.id, error });
    return "due";
  }
}
