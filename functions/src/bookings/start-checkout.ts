import type { Booking, GroupTour, SpecialTour } from "@tembea/shared";
import { recordCheckoutSession, releaseHold } from "../data/bookings.js";
import { siteUrl } from "../mail/site-links.js";
import { AppError } from "../middleware/app-error.js";
import { logger } from "../middleware/logger.js";
import { paymentGateway } from "../payments/index.js";

/**
 * Asks the payment provider for a checkout page for a held booking and notes its session on the
 * booking, so that leaving the checkout can close it (`cancelCheckout`). If none can be had, the
 * hold is released before answering CHECKOUT_UNAVAILABLE, so no places stay blocked for nothing;
 * a session created but not noted is never shown to anyone, so it cannot be paid.
 */
export async function startCheckout(booking: Booking, tour: GroupTour | SpecialTour) {
  const route = booking.kind === "group" ? "group-tour" : "special-tour";
  try {
    const gateway = await paymentGateway();
    const checkout = await gateway.createCheckout({
      reference: { bookingId: booking.id },
      amountChf: booking.totalChf,
      description: `${tour.title[booking.locale]} · ${booking.startDate} – ${booking.endDate}`,
      customerEmail: booking.travellers.lead.email,
      locale: booking.locale,
      expiresAt: new Date(booking.holdExpiresAt),
      successUrl: siteUrl(booking.locale, `/${route}/thank-you?booking=${booking.id}`),
      // The summary closes the checkout it came back from, and so gives the places back at once.
      cancelUrl: siteUrl(booking.locale, `/${route}/${tour.id}/summary?cancelled=${booking.id}`),
    });
    await recordCheckoutSession(booking.id, checkout.sessionId);
    return { bookingId: booking.id, checkoutUrl: checkout.url, holdExpiresAt: booking.holdExpiresAt };
  } catch (error) {
    logger.error("checkout not created; releasing the hold", error instanceof Error ? error : String(error));
    await releaseHold(booking);
    throw new AppError("CHECKOUT_UNAVAILABLE");
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
