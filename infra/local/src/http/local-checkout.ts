import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeHtml } from "@tembea/functions/mail/escape-html";
import { localCheckoutSessions } from "@tembea/functions/payments/local-gateway";
import { signLikeStripe } from "@tembea/functions/payments/stripe-events";
import { formatMoney } from "@tembea/shared";

/**
 * The local stand-in for Stripe's hosted checkout. "Pay" and "Let it expire" post the events Stripe
 * would send, signed with the webhook secret as Stripe signs them, to the same webhook endpoint;
 * "Cancel" returns to the shop like Stripe's back link (the hold then runs out).
 */
export function createLocalCheckout(options: { selfUrl: () => string }) {
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
    const response = await fetch(`${options.selfUrl()}/api/payments/stripe-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": await signLikeStripe(payload) },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }

  return async function handleLocalCheckout(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<void> {
    const [, , sessionId, action] = url.pathname.split("/");
    const session = sessionId ? localCheckoutSessions.get(sessionId) : undefined;
    if (!session) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("This checkout session does not exist (the local stack may have restarted).\n");
      return;
    }
    if (req.method === "POST" && (action === "pay" || action === "expire" || action === "cancel")) {
      if (action === "pay") await postEvent("checkout.session.completed", session.sessionId);
      if (action === "expire") await postEvent("checkout.session.expired", session.sessionId);
      if (action !== "cancel") localCheckoutSessions.delete(session.sessionId);
      res.writeHead(303, { location: action === "pay" ? session.successUrl : session.cancelUrl });
      res.end();
      return;
    }
    const amount = formatMoney(session.amountChf, "CHF", session.locale);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(`<!doctype html>
<html lang="${session.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local checkout · Tembea</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
.card{border:1px solid #d9d4c7;border-radius:12px;padding:1.5rem}button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:1px solid #1f5f4a;margin:.3rem .3rem 0 0;cursor:pointer}
.pay{background:#1f5f4a;color:#fff}.note{color:#52606d;font-size:.9rem}</style></head>
<body><main class="card"><h1>Local checkout</h1>
<p class="note">Stands in for Stripe Checkout on the local stack. No money moves.</p>
<p>${escapeHtml(session.description)}</p>
<p><strong data-testid="checkout-amount">${escapeHtml(amount)}</strong></p>
<p class="note">${escapeHtml(session.customerEmail)}</p>
<form method="post" action="/local-checkout/${session.sessionId}/pay"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="/local-checkout/${session.sessionId}/cancel"><button type="submit">Cancel and go back</button></form>
<form method="post" action="/local-checkout/${session.sessionId}/expire"><button type="submit">Let the session expire</button></form>
</main></body></html>`);
  };
}
