import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readPaymentEvent } from "@tembea/functions/core/payments/stripe-events";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localGateway } from "../adapters/local-gateway.js";
import { createLocalCheckout } from "./local-checkout.js";

type PaymentEvent = Awaited<ReturnType<typeof readPaymentEvent>>;

/**
 * The local checkout page on a server of its own, with a webhook that checks each event's Stripe
 * signature as the real one does and records what it was told.
 */
describe("the local checkout page", () => {
  const received: PaymentEvent[] = [];
  let server: Server;
  let url: string;
  let closeCheckout: () => void;

  beforeAll(async () => {
    process.env.STRIPE_WEBHOOK_SECRET ??= "whsec_local_checkout_test";
    const checkout = createLocalCheckout({ selfUrl: () => url, log: () => {} });
    closeCheckout = checkout.close;
    server = createServer(async (req, res) => {
      const path = new URL(req.url ?? "/", "http://localhost");
      if (path.pathname === "/api/payments/stripe-webhook") {
        let body = "";
        for await (const chunk of req) body += chunk;
        received.push(await readPaymentEvent(body, req.headers["stripe-signature"] as string));
        res.writeHead(200).end("{}");
        return;
      }
      await checkout.handle(req, res, path);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    closeCheckout();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  async function openCheckout(bookingId: string) {
    const { sessionId, url: path } = await localGateway.createCheckout({
      reference: { bookingId },
      amountChf: 425_000,
      description: "TMB-7K2Q9 · Amboseli & Tsavo · 2027-02-01 – 2027-02-08",
      customerEmail: "jana@example.com",
      locale: "de",
      expiresAt: new Date(Date.now() + 30 * 60_000),
      successUrl: "http://shop.example/thank-you",
      cancelUrl: "http://shop.example/summary?cancelled=1",
    });
    return { sessionId, page: `${url}${path}` };
  }
  const post = (page: string, action: string) =>
    fetch(`${page}/${action}`, { method: "POST", redirect: "manual" });
  /** Events are posted after the answer when the shop closed the session; wait until one came. */
  async function nextEvent(): Promise<void> {
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  }

  it("takes one payment and posts it signed; a paid session takes no second one", async () => {
    const { sessionId, page } = await openCheckout("booking-paid");
    const shown = await (await fetch(page)).text();
    expect(shown).toContain(`action="/local-checkout/${sessionId}/pay"`);
    // The line item as Stripe shows it: the reference first, escaped like every value.
    expect(shown).toContain(
      '<p data-testid="checkout-line-item">TMB-7K2Q9 · Amboseli &amp; Tsavo · 2027-02-01 – 2027-02-08</p>',
    );

    const paid = await post(page, "pay");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe("http://shop.example/thank-you");
    expect(received).toMatchObject([{ kind: "completed", bookingId: "booking-paid" }]);

    const again = await post(page, "pay");
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This checkout is paid");
    expect(received).toHaveLength(1);
  });

  it("cannot be paid once the shop has closed it, and tells the webhook it expired, once", async () => {
    const { sessionId, page } = await openCheckout("booking-cancelled");
    expect(await localGateway.expireCheckout(sessionId)).toBe("expired");
    await nextEvent();
    expect(received).toMatchObject([{ kind: "expired", bookingId: "booking-cancelled" }]);

    const shown = await (await fetch(page)).text();
    expect(shown).toContain("This checkout session has expired");
    expect(shown).not.toContain(`/${sessionId}/pay`);
    const late = await post(page, "pay");
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("This checkout session has expired");

    expect(await localGateway.expireCheckout(sessionId)).toBe("expired");
    expect(received).toHaveLength(1);
  });

  it("goes back to the shop on cancel and leaves closing the session to the shop", async () => {
    const { sessionId, page } = await openCheckout("booking-back");
    const back = await post(page, "cancel");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("http://shop.example/summary?cancelled=1");
    expect(received).toEqual([]);
    // Still open: the shop's cancelCheckout closes it (and had the traveller paid first, it says so).
    expect((await post(page, "pay")).status).toBe(303);
    expect(await localGateway.expireCheckout(sessionId)).toBe("completed");
  });
});
