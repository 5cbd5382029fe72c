import { checkoutCurrency } from "./charge.js";
import type { CheckoutClosing, CheckoutRequest, CheckoutSession, PaymentGateway } from "./gateway.js";
import { type StripeApiOptions, stripeApi } from "./stripe-api.js";

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
  };
}
