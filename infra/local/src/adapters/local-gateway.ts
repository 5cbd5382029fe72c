import { randomUUID } from "node:crypto";
import type {
  CheckoutClosing,
  CheckoutRequest,
  CheckoutSession,
  PaymentGateway,
} from "@tembea/functions/core/payments/gateway";

/** Stripe's session states: open until it is paid (`complete`) or closed (`expired`). */
export type LocalCheckoutState = "open" | "complete" | "expired";
export type LocalCheckoutSession = CheckoutRequest & { sessionId: string; state: LocalCheckoutState };

/**
 * The local stand-in for Stripe Checkout. Sessions live in this process (the twin's); the twin
 * serves the page at /local-checkout/<id> and posts Stripe-format, Stripe-signed events to the
 * same webhook handler that Stripe calls in AWS.
 */
export const localCheckoutSessions = new Map<string, LocalCheckoutSession>();

/** A session past its expiry time is expired, as Stripe's would be, even before anyone closes it. */
export function localCheckoutState(session: LocalCheckoutSession, now = new Date()): LocalCheckoutState {
  return session.state === "open" && now >= session.expiresAt ? "expired" : session.state;
}

/**
 * Moves an open session to its end state and answers whether it did. The check and the change
 * happen in one synchronous step of this single process, so a session is paid or expired, never
 * both, whichever comes first (the local twin of Stripe's own guarantee).
 */
export function closeLocalCheckout(session: LocalCheckoutSession, to: "complete" | "expired"): boolean {
  if (localCheckoutState(session) !== "open") return false;
  session.state = to;
  return true;
}

type ExpiredListener = (session: LocalCheckoutSession) => void;
const expiredListeners = new Set<ExpiredListener>();

/**
 * Called when a session is expired through the gateway, as Stripe then sends its
 * `checkout.session.expired` event: the twin posts that event to the webhook.
 */
export function onLocalCheckoutExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export const localGateway: PaymentGateway = {
  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    if (process.env.LOCAL_CHECKOUT_FAIL === "1") throw new Error("local checkout switched off");
    const sessionId = `cs_local_${randomUUID().replaceAll("-", "")}`;
    localCheckoutSessions.set(sessionId, { ...request, sessionId, state: "open" });
    return { sessionId, url: `/local-checkout/${sessionId}` };
  },

  async expireCheckout(sessionId: string): Promise<CheckoutClosing> {
    const session = localCheckoutSessions.get(sessionId);
    // A session the twin no longer knows (it restarted) has no page left to pay on.
    if (!session) return "expired";
    if (closeLocalCheckout(session, "expired")) {
      for (const listener of expiredListeners) listener(session);
      return "expired";
    }
    return localCheckoutState(session) === "complete" ? "completed" : "expired";
  },
};
