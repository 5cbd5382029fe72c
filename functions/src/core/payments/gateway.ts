import type { Locale, TripPaymentPart } from "@tembea/shared";
import type { Charged } from "./charge.js";

/**
 * What a checkout pays for: a tour booking, or one part (deposit, balance, full) of an accepted
 * tailored-trip offer. It travels as the checkout session's metadata and comes back in its events.
 */
export type CheckoutReference =
  | { bookingId: string }
  | {
      tripRequestId: string;
      paymentPart: TripPaymentPart;
      /**
       * For a deposit or the full amount: the version of the offer accepted (its `sentAt`) and its
       * total in CHF minor units, as text (metadata values are strings). A payment whose event
       * arrives after the offer was revised is still booked at the price the traveller paid.
       */
      offerSentAt?: string;
      offerTotalChf?: string;
      /** The language of the page the traveller paid from: the payment's mail is written in it. */
      locale?: Locale;
    };

export interface CheckoutRequest {
  reference: CheckoutReference;
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

/**
 * What became of a checkout that was asked to close: `expired` (it can never be paid now; it may
 * have expired before), or `completed` (it was paid first, so its places must stay taken).
 */
export type CheckoutClosing = "expired" | "completed";

/**
 * A tour booking's checkout as its event describes it: the session's id and what it charged. The
 * webhook acts only on the booking's own session (noted with its hold), charged the booking's price.
 */
type BookingCheckoutEvent = { bookingId: string; sessionId?: string | undefined } & Charged;

/** The payment events the booking flow acts on, whatever the provider calls them. */
export type PaymentEvent =
  | ({ id: string; kind: "completed" } & BookingCheckoutEvent)
  | ({ id: string; kind: "expired" } & BookingCheckoutEvent)
  /** `amountChf` and `currency` are what the provider says was charged; the webhook checks them against the offer. */
  | {
      id: string;
      kind: "trip-payment";
      tripRequestId: string;
      part: TripPaymentPart;
      amountChf: number;
      currency?: string | undefined;
      /** The accepted offer's version and total, when the checkout named them. */
      accepted?: { offerSentAt: string; totalChf: number };
      /** The language the checkout was opened in, when it named one. */
      locale?: Locale;
    }
  /**
   * Money went back for a booking (Stripe: `charge.refunded`, whose charge carries the booking's id
   * from its checkout's payment metadata, or `refund.updated` to `succeeded`, whose refund carries it
   * from our refund request). `amountChf` is what the provider says went back, in CHF minor units.
   */
  | {
      id: string;
      kind: "refunded";
      bookingId: string;
      amountChf: number;
      currency?: string | undefined;
      refundId?: string | undefined;
    }
  | { id: string; kind: "ignored" };

/** A booking's refund, as the cancellation asks for it. */
export interface RefundRequest {
  bookingId: string;
  /** The checkout session the booking was paid through: the provider finds the payment from it. */
  checkoutSessionId: string | undefined;
  /** What goes back, in CHF minor units (positive). */
  amountChf: number;
}

/**
 * What the provider did with a refund request: accepted it (`pending` until the money has gone back,
 * `succeeded` once it has; its completion event follows either way), found one it had already
 * accepted for the same payment (`existing`: never a second refund), or refused it (thrown).
 */
export interface RefundAccepted {
  refundId: string;
  status: "pending" | "succeeded";
  existing: boolean;
}

/**
 * The one door to the payment provider: Stripe Checkout in AWS (and locally when keys are set),
 * the local checkout page otherwise. Both speak Stripe's event format, so the webhook's
 * signature check is the real one in either case.
 */
export interface PaymentGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Closes an open checkout session so that it can no longer be paid (Stripe:
   * `checkout.sessions.expire`). The provider then also sends its `checkout.session.expired` event.
   */
  expireCheckout(sessionId: string): Promise<CheckoutClosing>;
  /**
   * Refunds part or all of a booking's payment, at most once per booking: the provider is first asked
   * for a refund it already holds for that payment (a retry after a lost answer, or after its
   * idempotency key lapsed), and the request itself carries a key per booking. Throws when the
   * provider cannot be reached or refuses: the booking's refund stays due and a job tries again.
   */
  refund(request: RefundRequest): Promise<RefundAccepted>;
}
