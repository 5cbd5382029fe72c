import { randomUUID } from "node:crypto";
import type { CheckoutRequest, CheckoutSession, PaymentGateway } from "./gateway.js";

/**
 * The local stand-in for Stripe Checkout. Sessions live in this process (the twin's); the twin
 * serves the page at /local-checkout/<id> and posts Stripe-format, Stripe-signed events to the
 * same webhook handler that Stripe calls in AWS.
 */
export const localCheckoutSessions = new Map<string, CheckoutRequest & { sessionId: string }>();

export const localGateway: PaymentGateway = {
  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    if (process.env.LOCAL_CHECKOUT_FAIL === "1") throw new Error("local checkout switched off");
    const sessionId = `cs_local_${randomUUID().replaceAll("-", "")}`;
    localCheckoutSessions.set(sessionId, { ...request, sessionId });
    return { sessionId, url: `/local-checkout/${sessionId}` };
  },
};
