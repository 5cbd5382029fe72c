import type { Locale, TripPaymentPart, TripRequest } from "@tembea/shared";
import { AppError } from "../../platform/app-error.js";
import { logger } from "../../platform/logger.js";
import { countMetric } from "../../platform/metrics.js";
import { siteUrl } from "../mail/site-links.js";
import { paymentGateway } from "../payments/index.js";

/**
 * Nothing is held while the traveller pays for an offer, so the page may stay open longer than a
 * booking's; Stripe wants at least 30 minutes from the session's creation.
 */
const checkoutMinutes = 60;

/** When a trip checkout opened now expires. */
export const tripCheckoutExpiry = () => new Date(Date.now() + checkoutMinutes * 60_000);

const partNames: Record<Locale, Record<TripPaymentPart, string>> = {
  en: { deposit: "deposit (30 %)", balance: "balance", full: "full amount" },
  de: { deposit: "Anzahlung (30 %)", balance: "Restbetrag", full: "Gesamtbetrag" },
  fr: { deposit: "acompte (30 %)", balance: "solde", full: "montant total" },
};

/**
 * The same checkout path as tour bookings (PaymentGateway: Stripe, or the twin's local page), for
 * one part of an accepted offer. The amount comes from the caller, who computed it on the server
 * from the stored offer or payment; the webhook checks it again when the money arrives.
 */
export async function startTripCheckout(
  request: TripRequest,
  part: TripPaymentPart,
  amountChf: number,
  locale: Locale,
  /** For accepting an offer: when the checkout expires (the hold's end) and what was accepted. */
  options: { expiresAt?: Date; accepted?: { offerSentAt: string; totalChf: number } } = {},
) {
  const { expiresAt = tripCheckoutExpiry(), accepted } = options;
  try {
    const gateway = await paymentGateway();
    const checkout = await gateway.createCheckout({
      reference: {
        tripRequestId: request.id,
        paymentPart: part,
        locale,
        ...(accepted && { offerSentAt: accepted.offerSentAt, offerTotalChf: String(accepted.totalChf) }),
      },
      amountChf,
      // The reference first, as on a booking's checkout: what the traveller and an agent quote.
      description: [request.reference, request.offer?.title ?? "", partNames[locale][part]]
        .filter((piece) => piece !== undefined)
        .join(" · "),
      customerEmail: request.travellerEmail,
      locale,
      expiresAt,
      successUrl: siteUrl(locale, `/account/trips/request/${request.id}/summary?paid=${part}`),
      cancelUrl: siteUrl(locale, `/account/trips/request/${request.id}?payment=cancelled`),
    });
    return { checkoutUrl: checkout.url, amountChf, sessionId: checkout.sessionId };
  } catch (error) {
    logger.error("trip checkout not created", error instanceof Error ? error : String(error));
    countMetric("CheckoutFailed");
    throw new AppError("CHECKOUT_UNAVAILABLE");
  }
}
