import type { Locale } from "@tembea/shared";

export interface CheckoutRequest {
  bookingId: string;
  /** What is charged, in CHF minor units, from the server's own price computation. */
  amountChf: number;
  description: string;
  customerEmail: string;
  locale: Locale;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** The payment events the booking flow acts on, whatever the provider calls them. */
export type PaymentEvent =
  | { id: string; kind: "completed"; bookingId: string }
  | { id: string; kind: "expired"; bookingId: string }
  | { id: string; kind: "ignored" };

/**
 * The one door to the payment provider: Stripe Checkout in AWS (and locally when keys are set),
 * the local checkout page otherwise. Both speak Stripe's event format, so the webhook's
 * signature check is the real one in either case.
 */
export interface PaymentGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}
