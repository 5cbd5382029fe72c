import type { Booking, GroupTour, SpecialTour } from "@tembea/shared";
import { withFreshReference } from "../../data/references.js";
import type { Submission } from "../../data/submissions.js";
import { AppError } from "../../platform/app-error.js";
import { logger } from "../../platform/logger.js";
import { bookingBreakdown, countMetric } from "../../platform/metrics.js";
import { siteUrl } from "../mail/site-links.js";
import { bookingChargeChf } from "../payments/charge.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { paymentGateway } from "../payments/index.js";
import type { ClaimSubmission } from "../submissions/once.js";

/**
 * Opens the checkout page for a booking, then holds the booking with its session noted (`hold`: one
 * write, which takes the places as well for a group tour, and claims the booking's reference), and
 * answers where to pay. The session comes first so that the booking is written once, whole, session
 * included: one round trip fewer than noting the session on a held booking afterwards. Without a
 * checkout page nothing is held (CHECKOUT_UNAVAILABLE). When the hold fails (the places are gone),
 * the session, which nobody has seen, is closed before the error goes on.
 *
 * The checkout names the booking's reference, so the reference is drawn before it opens. In the rare
 * case that the hold finds the reference taken, that checkout is closed and the booking is made
 * again, with a new id (a new checkout for the same id would reuse its idempotency key with other
 * parameters) and a new reference: `newBooking` makes one for a reference. The submission's claim
 * (core/submissions/once.ts), when given, is written with the hold, carrying this answer.
 */
export async function holdWithCheckout(
  newBooking: (reference: string) => Booking,
  tour: GroupTour | SpecialTour,
  hold: (booking: Booking, checkoutSessionId: string, submission?: Submission) => Promise<void>,
  options: { claim?: ClaimSubmission<CheckoutStarted>; drawReference?: () => string } = {},
): Promise<CheckoutStarted> {
  return withFreshReference(async (reference) => {
    const booking = newBooking(reference);
    const { gateway, checkout } = await openCheckout(booking, tour);
    const started = {
      bookingId: booking.id,
      checkoutUrl: checkout.url,
      holdExpiresAt: booking.holdExpiresAt,
    };
    try {
      // A retry is answered this checkout for as long as it can be paid (checkoutExpiry): past the
      // hold, its places stay taken until the checkout or the expiry job gives them back.
      await hold(
        booking,
        checkout.sessionId,
        options.claim?.(started, checkoutExpiry(booking.holdExpiresAt)),
      );
    } catch (error) {
      await closeUnusedCheckout(gateway, checkout.sessionId);
      throw error;
    }
    countMetric("BookingHeld", bookingBreakdown(booking));
    return started;
  }, options.drawReference);
}

/** What a tour's checkout answers: the booking held, where to pay for it, and until when. */
export interface CheckoutStarted {
  bookingId: string;
  checkoutUrl: string;
  holdExpiresAt: string;
}

/**
 * How much later than its hold a booking's checkout ends. Stripe opens a session only if it ends at
 * least 30 minutes after Stripe receives the request, and a hold is exactly 30 minutes from the moment
 * the booking was made, so a session asked to end with its hold would always be refused. The margin
 * is fixed (a retried create with the same idempotency key must send the same parameters) and
 * shorter than the expiry job's grace period, so a payment made in it still finds its booking held.
 */
export const checkoutMarginSeconds = 120;

export function checkoutExpiry(holdExpiresAt: string): Date {
  return new Date(Date.parse(holdExpiresAt) + checkoutMarginSeconds * 1000);
}

async function openCheckout(booking: Booking, tour: GroupTour | SpecialTour) {
  const route = booking.kind === "group" ? "group-tour" : "special-tour";
  try {
    const gateway = await paymentGateway();
    const checkout = await gateway.createCheckout({
      reference: { bookingId: booking.id },
      amountChf: bookingChargeChf(booking),
      description: [
        booking.reference,
        tour.title[booking.locale],
        `${booking.startDate} – ${booking.endDate}`,
      ]
        .filter(Boolean)
        .join(" · "),
      customerEmail: booking.travellers.lead.email,
      locale: booking.locale,
      expiresAt: checkoutExpiry(booking.holdExpiresAt),
      successUrl: siteUrl(booking.locale, `/${route}/thank-you?booking=${booking.id}`),
      // The summary closes the checkout it came back from, and so gives the places back at once.
      cancelUrl: siteUrl(booking.locale, `/${route}/${tour.id}/summary?cancelled=${booking.id}`),
    });
    return { gateway, checkout };
  } catch (error) {
    logger.error("checkout not created; nothing held", error instanceof Error ? error : String(error));
    countMetric("CheckoutFailed");
    throw new AppError("CHECKOUT_UNAVAILABLE");
  }
}

/**
 * Its URL was never handed out, so nobody can pay it; closing it is tidiness, and if that fails the
 * provider lets it lapse at the hold's expiry. Its expiry event names a booking that does not exist,
 * which the webhook ignores.
 */
async function closeUnusedCheckout(gateway: PaymentGateway, sessionId: string) {
  try {
    await gateway.expireCheckout(sessionId);
  } catch (error) {
    logger.warn("unused checkout not closed", error instanceof Error ? error : String(error));
  }
}

/** The fields every new booking starts with. */
export function newHold(now: Date, holdMinutes: number) {
  return {
    status: "held" as const,
    createdAt: now.toISOString(),
    holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000).toISOString(),
  };
}
