import { randomUUID } from "node:crypto";
import type {
  CheckoutClosing,
  CheckoutRequest,
  CheckoutSession,
  PaymentGateway,
  RefundAccepted,
  RefundRequest,
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

/** A refund the local stand-in accepted: one per booking, as Stripe's key and refund list make it. */
export type LocalRefund = RefundRequest & { refundId: string; at: Date };

/** The refunds accepted, by booking: what a test or the twin's log reads to see what went back. */
export const localRefunds = new Map<string, LocalRefund>();

type RefundListener = (refund: LocalRefund) => void;
const refundListeners = new Set<RefundListener>();

/** Called for each new refund, as Stripe then sends `charge.refunded`: the twin posts that event. */
export function onLocalRefund(listener: RefundListener): () => void {
  refundListeners.add(listener);
  return () => refundListeners.delete(listener);
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

  async refund(request: RefundRequest): Promise<RefundAccepted> {
    // The stand-in for Stripe being down or refusing: the refund stays due and the job tries again.
    if (process.env.LOCAL_REFUND_FAIL === "1") throw new Error("local refunds switched off");
    const standing = localRefunds.get(request.bookingId);
    if (standing) return { refundId: standing.refundId, status: "succeeded", existing: true };
    const refund = { ...request, refundId: `re_local_${randomUUID().replaceAll("-", "")}`, at: new Date() };
    localRefunds.set(request.bookingId, refund);
    for (const listener of refundListeners) listener(refund);
    return { refundId: refund.refundId, status: "succeeded", existing: false };
  },
};
