import { attemptRefund } from "../../core/bookings/cancel-booking.js";
import { listRefundsDue } from "../../data/booking-cancellations.js";
import { jobHandler } from "../../platform/job-handler.js";
import { logger } from "../../platform/logger.js";
import { traceInvocation } from "../../platform/tracing.js";

/**
 * Leaves a just-cancelled booking to its own request's refund attempt (which is still running or
 * has just failed), so the two rarely ask at once; if they do, the provider answers both with the
 * one refund (PaymentGateway.refund).
 */
export const graceMinutes = 2;

/** Asks the provider again for the refunds it has not accepted yet (it was down, or refused). */
export async function retryRefunds(now = new Date()): Promise<{ sent: number; due: number }> {
  const cutoff = new Date(now.getTime() - graceMinutes * 60_000).toISOString();
  let sent = 0;
  let due = 0;
  for (const booking of await listRefundsDue(cutoff)) {
    const refundChf = booking.cancellation?.refundChf ?? 0;
    if ((await attemptRefund(booking, refundChf)) === "sent") sent += 1;
    else due += 1;
  }
  if (sent + due > 0) logger.info("refunds retried", { sent, due });
  return { sent, due };
}

export const handler = jobHandler(() => retryRefunds(), { tracing: traceInvocation() });
