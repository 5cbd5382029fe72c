import { checkoutCurrency } from "./charge.js";
import type {
  CheckoutClosing,
  CheckoutRequest,
  CheckoutSession,
  PaymentGateway,
  RefundAccepted,
  RefundRequest,
} from "./gateway.js";
import { type StripeApi, type StripeApiOptions, stripeApi } from "./stripe-api.js";

/** The part of Stripe's Checkout Sessions API that closing a checkout needs. */
interface Sessions {
  expire(id: string): Promise<unknown>;
  retrieve(id: string): Promise<{ status: string | null }>;
}

/**
 * Stripe expires only an open session. When it refuses, the session's own status says why: it
 * expired already (fine), or it was paid, and then its places must stay taken.
 */
export async function expireStripeCheckout(sessions: Sessions, sessionId: string): Promise<CheckoutClosing> {
  try {
    await sessions.expire(sessionId);
    return "expired";
  } catch (refusal) {
    const { status } = await sessions.retrieve(sessionId);
    if (status === "expired") return "expired";
    if (status === "complete") return "completed";
    throw refusal;
  }
}

/**
 * One checkout, one key, as long as Stripe keeps keys (24 hours): our client's own retries of a
 * create whose answer was lost get the session the first attempt opened instead of a second one.
 * A booking asks for its checkout once (before its hold; paying again makes a new booking), so its
 * id alone would do; a trip request asks again for the same part whenever the
 * traveller comes back to pay, and each time with a new expiry. The expiry is in the key so that
 * such a new checkout gets a new session (Stripe refuses a key sent again with other parameters).
 */
export function checkoutIdempotencyKey({ reference, expiresAt }: CheckoutRequest): string {
  const what =
    "bookingId" in reference
      ? `booking-${reference.bookingId}`
      : `trip-${reference.tripRequestId}-${reference.paymentPart}`;
  return `tembea-checkout-${what}-${Math.floor(expiresAt.getTime() / 1000)}`;
}

const sessionPath = (id: string) => `/v1/checkout/sessions/${encodeURIComponent(id)}`;

/**
 * One refund per booking: a booking is refunded once (its cancellation), so its id alone keys it.
 * Stripe keeps a key for 24 hours; past that, `refundStripePayment` finds the refund by listing the
 * payment's refunds before it asks for one.
 */
export const refundIdempotencyKey = (bookingId: string) => `tembea-refund-booking-${bookingId}`;

/** A refund Stripe still means to pay, or has paid: any other (failed, canceled) paid nothing back. */
const standingRefund = new Set(["pending", "requires_action", "succeeded"]);

interface StripeRefund {
  id?: unknown;
  status?: unknown;
}

const acceptedOf = (refund: StripeRefund, existing: boolean): RefundAccepted => {
  if (typeof refund.id !== "string") throw new Error("Stripe answered a refund without an id");
  return { refundId: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending", existing };
};

/**
 * Stripe's Refunds API for a booking paid through Checkout: the session names its PaymentIntent; a
 * refund that already stands for that payment is answered instead of a second one; otherwise a new
 * refund of `amountChf`, keyed by the booking and naming it in its metadata (the `refund.updated`
 * event brings it back to the webhook).
 */
export async function refundStripePayment(call: StripeApi, request: RefundRequest): Promise<RefundAccepted> {
  if (!request.checkoutSessionId) throw new Error(`booking ${request.bookingId} has no checkout to refund`);
  const session = (await call({ method: "GET", path: sessionPath(request.checkoutSessionId) })) as {
    payment_intent?: unknown;
  };
  // A string unless someone expands it; a session never paid has none.
  const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : undefined;
  if (!paymentIntent) throw new Error(`checkout ${request.checkoutSessionId} has no payment to refund`);
  const listed = (await call({
    method: "GET",
    path: `/v1/refunds?payment_intent=${encodeURIComponent(paymentIntent)}&limit=100`,
  })) as { data?: StripeRefund[] };
  const standing = (listed.data ?? []).find((refund) => standingRefund.has(String(refund.status)));
  if (standing) return acceptedOf(standing, true);
  const refund = (await call({
    method: "POST",
    path: "/v1/refunds",
    idempotencyKey: refundIdempotencyKey(request.bookingId),
    params: {
      payment_intent: paymentIntent,
      amount: request.amountChf,
      reason: "requested_by_customer",
      metadata: { bookingId: request.bookingId },
    },
  })) as StripeRefund;
  return acceptedOf(refund, false);
}

/** Stripe Checkout: a hosted page in the traveller's language, charging the server's CHF total. */
export function stripeGateway(secretKey: string, options?: StripeApiOptions): PaymentGateway {
  const call = stripeApi(secretKey, options);
  const sessions: Sessions = {
    expire: (id) => call({ method: "POST", path: `${sessionPath(id)}/expire` }),
    retrieve: async (id) => {
      const { status } = (await call({ method: "GET", path: sessionPath(id) })) as { status?: string | null };
      return { status: status ?? null };
    },
  };
  return {
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = (await call({
        method: "POST",
        path: "/v1/checkout/sessions",
        idempotencyKey: checkoutIdempotencyKey(request),
        params: {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkoutCurrency,
                unit_amount: request.amountChf,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.customerEmail,
          locale: request.locale,
          metadata: { ...request.reference },
          // Copied onto the payment and its charge, so a refund's `charge.refunded` names the booking.
          ...("bookingId" in request.reference && {
            payment_intent_data: { metadata: { bookingId: request.reference.bookingId } },
          }),
          client_reference_id:
            "bookingId" in request.reference ? request.reference.bookingId : request.reference.tripRequestId,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
      })) as { id?: unknown; url?: unknown };
      if (typeof session.id !== "string" || typeof session.url !== "string")
        throw new Error("Stripe returned no checkout URL");
      return { sessionId: session.id, url: session.url };
    },
    expireCheckout: (sessionId) => expireStripeCheckout(sessions, sessionId),
    refund: (request) => refundStripePayment(call, request),
  };
}
