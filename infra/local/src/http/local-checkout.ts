import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { signLikeStripe } from "@tembea/functions/core/payments/stripe-events";
import { formatMoney } from "@tembea/shared";
import { escapeHtml } from "@tembea/shared/site/escape-html";
import {
  closeLocalCheckout,
  type LocalCheckoutSession,
  localCheckoutSessions,
  localCheckoutState,
  onLocalCheckoutExpired,
  onLocalRefund,
} from "../adapters/local-gateway.js";

/**
 * The local stand-in for Stripe's hosted checkout. "Pay" and "Let it expire" post the events Stripe
 * would send, signed with the webhook secret as Stripe signs them, to the same webhook endpoint;
 * "Cancel" returns to the shop like Stripe's back link, and the shop closes the session
 * (`cancelCheckout`), after which this posts the expiry event as Stripe does. A session is paid or
 * expired once: a closed session's page says so and takes no payment. It shows the checkout's line
 * item as Stripe names it (the booking's or trip's short reference first, then what is paid for).
 */
export function createLocalCheckout(options: { selfUrl: () => string; log: (line: string) => void }) {
  async function postEvent(
    type: "checkout.session.completed" | "checkout.session.expired",
    sessionId: string,
  ) {
    const session = localCheckoutSessions.get(sessionId);
    if (!session) return;
    const payload = JSON.stringify({
      id: `evt_local_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          amount_total: session.amountChf,
          currency: "chf",
          customer_email: session.customerEmail,
          metadata: { ...session.reference },
          status: type === "checkout.session.completed" ? "complete" : "expired",
        },
      },
    });
    await postSigned(payload);
  }

  async function postSigned(payload: string) {
    const response = await fetch(`${options.selfUrl()}/api/payments/stripe-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": await signLikeStripe(payload) },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }

  const stopListening = onLocalCheckoutExpired((session) => {
    // Stripe sends this event some time after the session was closed; nobody waits for it.
    postEvent("checkout.session.expired", session.sessionId).catch((error: unknown) =>
      options.log(`local checkout: expiry event for ${session.sessionId} failed: ${String(error)}`),
    );
  });

  // Stripe sends `charge.refunded` once a refund has gone through; the charge carries the booking's id
  // (its checkout gave it to the payment) and what went back in all.
  const stopListeningToRefunds = onLocalRefund((refund) => {
    const payload = JSON.stringify({
      id: `evt_local_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      type: "charge.refunded",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `ch_local_${refund.bookingId.replaceAll("-", "")}`,
          object: "charge",
          amount_refunded: refund.amountChf,
          currency: "chf",
          refunded: true,
          metadata: { bookingId: refund.bookingId },
        },
      },
    });
    postSigned(payload).catch((error: unknown) =>
      options.log(`local checkout: refund event for ${refund.bookingId} failed: ${String(error)}`),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const [, , sessionId, action] = url.pathname.split("/");
    const session = sessionId ? localCheckoutSessions.get(sessionId) : undefined;
    if (!session) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("This checkout session does not exist (the local stack may have restarted).\n");
      return;
    }
    if (req.method === "POST" && action === "cancel") {
      res.writeHead(303, { location: session.cancelUrl });
      res.end();
      return;
    }
    if (req.method === "POST" && (action === "pay" || action === "expire")) {
      if (!closeLocalCheckout(session, action === "pay" ? "complete" : "expired")) {
        closedPage(res, session, 409);
        return;
      }
      if (action === "pay") await postEvent("checkout.session.completed", session.sessionId);
      else await postEvent("checkout.session.expired", session.sessionId);
      res.writeHead(303, { location: action === "pay" ? session.successUrl : session.cancelUrl });
      res.end();
      return;
    }
    if (localCheckoutState(session) !== "open") {
      closedPage(res, session, 200);
      return;
    }
    const amount = formatMoney(session.amountChf, "CHF", session.locale);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(`<!doctype html>
<html lang="${session.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local checkout · Tembea</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${pageStyle}</style></head>
<body><main class="card"><h1>Local checkout</h1>
<p class="note">Stands in for Stripe Checkout on the local stack. No money moves.</p>
<p data-testid="checkout-line-item">${escapeHtml(session.description)}</p>
<p><strong data-testid="checkout-amount">${escapeHtml(amount)}</strong></p>
<p class="note">${escapeHtml(session.customerEmail)}</p>
<form method="post" action="/local-checkout/${session.sessionId}/pay"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="/local-checkout/${session.sessionId}/cancel"><button type="submit">Cancel and go back</button></form>
<form method="post" action="/local-checkout/${session.sessionId}/expire"><button type="submit">Let the session expire</button></form>
</main></body></html>`);
  }

  return {
    handle,
    close: () => {
      stopListening();
      stopListeningToRefunds();
    },
  };
}

const pageStyle = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
.card{border:1px solid #d9d4c7;border-radius:12px;padding:1.5rem}button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:1px solid #1f5f4a;margin:.3rem .3rem 0 0;cursor:pointer}
.pay{background:#1f5f4a;color:#fff}.note{color:#52606d;font-size:.9rem}`;

/** What Stripe shows for a session that is over: paid, or expired (it cannot be paid any more). */
function closedPage(res: ServerResponse, session: LocalCheckoutSession, status: number) {
  const paid = localCheckoutState(session) === "complete";
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(`<!doctype html>
<html lang="${session.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local checkout · Tembea</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${pageStyle}</style></head>
<body><main class="card"><h1 data-testid="checkout-closed">${paid ? "This checkout is paid" : "This checkout session has expired"}</h1>
<p class="note">Stands in for Stripe Checkout on the local stack. ${paid ? "It was paid already." : "It can no longer be paid."}</p>
<p>${escapeHtml(session.description)}</p>
<p><a href="${escapeHtml(paid ? session.successUrl : session.cancelUrl)}">Back to Tembea</a></p>
</main></body></html>`);
}
