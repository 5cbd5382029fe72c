import { recordRefundPaid } from "../../data/booking-cancellations.js";
import { findBooking } from "../../data/bookings.js";
import { findTour } from "../../data/tours.js";
import { logger } from "../../platform/logger.js";
import { checkoutCurrency } from "../payments/charge.js";
import type { PaymentEvent } from "../payments/gateway.js";

type RefundEvent = Extract<PaymentEvent, { kind: "refunded" }>;

/** The refund event came before the booking's cancellation was recorded: answered 500 so the provider sends it again. */
export class RefundBeforeCancellationError extends Error {
  constructor(bookingId: string) {
    super(
      `refund event for booking ${bookingId} before its cancellation is recorded; the provider sends it again`,
    );
    this.name = "RefundBeforeCancellationError";
  }
}

/**
 * The webhook's part for a refund's completion (`charge.refunded`, `refund.updated`): the booking's
 * refund becomes "refunded" once, with the event's record, in one transaction, so an event delivered
 * twice, or `charge.refunded` and `refund.updated` for the same refund, complete it once. An event
 * that comes before the cancellation is recorded (the provider can be quicker than our own write
 * after a retry) throws, so the webhook answers 500 and the provider delivers it again later.
 */
export async function receiveRefund(event: RefundEvent, now = new Date()): Promise<void> {
  const booking = await findBooking(event.bookingId);
  if (!booking) {
    logger.error("refund for a booking that does not exist", {
      bookingId: event.bookingId,
      eventId: event.id,
    });
    return;
  }
  if (booking.status === "confirmed") throw new RefundBeforeCancellationError(booking.id);
  if (event.currency !== undefined && event.currency !== checkoutCurrency)
    logger.error("refund in another currency than the checkout's", { bookingId: booking.id, event });
  const expected = booking.cancellation?.refundChf;
  if (expected !== undefined && expected !== event.amountChf)
    // The ledger says what went back; a difference is money a person must look at.
    logger.error("refund differs from the cancellation's", {
      bookingId: booking.id,
      refundChf: expected,
      amountChf: event.amountChf,
    });
  const at = now.toISOString();
  const agencyId = booking.agencyId ?? (await findTour(booking.tourId))?.agencyId;
  const ledger =
    agencyId && event.amountChf > 0
      ? {
          agencyId,
          at,
          kind: "refund-paid" as const,
          entryId: booking.id,
          amountChf: event.amountChf,
          bookingId: booking.id,
          ...(booking.reference && { reference: booking.reference }),
          tourId: booking.tourId,
          startDate: booking.startDate,
        }
      : undefined;
  if (!agencyId)
    logger.error("refund of a booking whose agency is unknown: no ledger entry", { bookingId: booking.id });
  const outcome = await recordRefundPaid(
    booking.id,
    event.id,
    { at, providerRefundId: event.refundId },
    ledger,
  );
  if (outcome === "not-due")
    // Refunded already by another event for the same refund, or money went back that no
    // cancellation asked for (a refund made by hand): a person checks the latter.
    logger.warn("refund event for a booking with no refund waiting", {
      bookingId: booking.id,
      eventId: event.id,
      status: booking.status,
      amountChf: event.amountChf,
    });
  else logger.info("refund completed", { bookingId: booking.id, outcome, amountChf: event.amountChf });
}
