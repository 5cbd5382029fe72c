import Stripe from "stripe";
import type { CheckoutRequest, CheckoutSession, PaymentGateway } from "./gateway.js";

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
  };
}
