import Stripe from "stripe";
import type { CheckoutClosing, CheckoutRequest, CheckoutSession, PaymentGateway } from "./gateway.js";

/** The part of Stripe's `checkout.sessions` that closing a checkout needs. */
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

/** Stripe Checkout: a hosted page in the traveller's language, charging the server's CHF total. */
export function stripeGateway(secretKey: string): PaymentGateway {
  const stripe = new Stripe(secretKey);
  return {
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "chf",
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
      });
      if (!session.url) throw new Error("Stripe returned no checkout URL");
      return { sessionId: session.id, url: session.url };
    },
    expireCheckout: (sessionId) => expireStripeCheckout(stripe.checkout.sessions, sessionId),
  };
}
