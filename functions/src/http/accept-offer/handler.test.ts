import { randomUUID } from "node:crypto";
import { demoAgencyEmail } from "@tembea/infra/demo/load-demo";
import {
  closeLocalCheckout,
  localCheckoutSessions,
  localCheckoutState,
  localGateway,
} from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type TripRequest } from "@tembea/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { recordMetrics } from "../../../test/metric-lines.js";
import { useTestTable } from "../../../test/test-table.js";
import { tripRequestInput } from "../../../test/trip-requests.js";
import { signLikeStripe } from "../../core/payments/stripe-events.js";
import { expireOffer, findTripRequest, saveOffer } from "../../data/trip-requests.js";
import { handler as getMyTripRequest } from "../get-my-trip-request/handler.js";
import { handler as payTripBalance } from "../pay-trip-balance/handler.js";
import { handler as receivePaymentEvent } from "../receive-payment-event/handler.js";
import { handler as sendOffer } from "../send-offer/handler.js";
import { handler as submitTripRequest } from "../submit-trip-request/handler.js";
import { handler } from "./handler.js";

useTestTable();

const agent = {
  sub: "agent-mara",
  email: "agent@example.com",
  "cognito:groups": "[agents]",
  "custom:agencyId": "mara-horizon-safaris",
};
/** Two adults and a child at CHF 2,500 each: CHF 7,500, deposit CHF 2,250, balance CHF 5,250. */
const pricePerTravellerChf = 250_000;
const total = 750_000;
const deposit = 225_000;

function traveller() {
  const label = `t-${randomUUID().slice(0, 6)}`;
  return { sub: `user-${label}`, email: uniqueEmail(label), name: "Lea Frei" };
}
type Traveller = ReturnType<typeof traveller>;

async function requestWithOffer(owner: Traveller, validUntil = "2099-06-30") {
  const submitted = await invoke(submitTripRequest, contract.submitTripRequest, {
    claims: owner,
    body: JSON.stringify(
      tripRequestInput({
        date: { kind: "exact", departure: "2099-07-01", return: "2099-07-10" },
        travellers: { groupType: "family", adults: 2, children: [{ age: 9 }] },
        budgetPerTravellerChf: 300_000,
        tripReason: "vacation",
        locale: "de",
      }),
    ),
  });
  const { id } = submitted.body as { id: string };
  const offered = await invoke(sendOffer, contract.sendOffer, {
    claims: agent,
    params: { id },
    body: JSON.stringify({
      title: "Mara und Küste",
      days: [{ title: "Ankunft", description: "Nairobi" }],
      pricePerTravellerChf,
      inclusions: [],
      exclusions: [],
      validUntil,
    }),
  });
  expect(offered.status).toBe(200);
  return id;
}

/**
 * Accepts with the terms ticked and the stored offer's version, as the page sends it, unless the
 * body says otherwise.
 */
const accept = async (owner: Traveller, id: string, body: Record<string, unknown>) =>
  invoke(handler, contract.acceptOffer, {
    claims: owner,
    params: { id },
    body: JSON.stringify({
      acceptTerms: true,
      offerSentAt: (await findTripRequest(id))?.offer?.sentAt ?? new Date().toISOString(),
      ...body,
    }),
  });
const balance = (owner: Traveller, id: string) =>
  invoke(payTripBalance, contract.payTripBalance, {
    claims: owner,
    params: { id },
    body: JSON.stringify({ locale: "de" }),
  });

/** The checkout URL of an answer that must have opened one. */
async function checkoutOf(answer: ReturnType<typeof accept>) {
  const res = await answer;
  expect(res.status).toBe(200);
  return (res.body as { checkoutUrl: string }).checkoutUrl;
}

/** The state of the first checkout opened from now on, also one the answer did not hand out. */
function watchOpenedCheckouts() {
  const opened = vi.spyOn(localGateway, "createCheckout");
  return async () => {
    const first = (await opened.mock.results[0]?.value) as { url: string } | undefined;
    if (!first) throw new Error("no checkout was opened");
    return localCheckoutState(sessionOf(first.url));
  };
}

/** The session behind a local checkout URL, as the local page would show it. */
function sessionOf(checkoutUrl: string) {
  const session = localCheckoutSessions.get(checkoutUrl.split("/").pop() as string);
  if (!session) throw new Error(`no session for ${checkoutUrl}`);
  return session;
}

/** Posts a signed checkout.session.completed as Stripe (or the local page) does. */
async function paid(metadata: Record<string, string>, amountTotal: number, eventId = `evt_${randomUUID()}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test",
        object: "checkout.session",
        amount_total: amountTotal,
        currency: "chf",
        metadata,
      },
    },
  });
  const res = await invoke(receivePaymentEvent, contract.receivePaymentEvent, {
    body: payload,
    headers: { "stripe-signature": await signLikeStripe(payload) },
  });
  expect(res.status).toBe(200);
}

/** Pays a checkout that `acceptOffer` or `payTripBalance` answered, for exactly what it asked. */
async function payCheckout(checkoutUrl: string, eventId?: string) {
  const session = sessionOf(checkoutUrl);
  await paid({ ...session.reference } as Record<string, string>, session.amountChf, eventId);
}

const stored = async (id: string) => (await findTripRequest(id)) as TripRequest;

/** The agency sends its offer again at another price per traveller. */
async function revise(id: string, pricePerTravellerChf: number) {
  const offer = (await stored(id)).offer as NonNullable<TripRequest["offer"]>;
  const { sentAt: _, ...input } = offer;
  return invoke(sendOffer, contract.sendOffer, {
    claims: agent,
    params: { id },
    body: JSON.stringify({ ...input, pricePerTravellerChf }),
  });
}

describe("accepting an offer", () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks for the 30 % deposit computed from the stored offer, and books the request once it is paid", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const res = await accept(owner, id, { plan: "deposit", locale: "de" });
    expect(res.status).toBe(200);
    const { checkoutUrl, amountChf } = res.body as { checkoutUrl: string; amountChf: number };
    expect(amountChf).toBe(deposit);
    expect(sessionOf(checkoutUrl)).toMatchObject({
      amountChf: deposit,
      customerEmail: owner.email,
      reference: { tripRequestId: id, paymentPart: "deposit" },
    });
    expect(sessionOf(checkoutUrl).successUrl).toContain(`/de/account/trips/request/${id}/summary`);
    // Cancelled or expired, the checkout comes back to the request, which says nothing was charged.
    expect(sessionOf(checkoutUrl).cancelUrl).toMatch(
      new RegExp(`/de/account/trips/request/${id}\\?payment=cancelled$`),
    );
    expect((await stored(id)).status).toBe("offer-available"); // not before the money arrives

    const eventId = `evt_${randomUUID()}`;
    const recorded = recordMetrics();
    await payCheckout(checkoutUrl, eventId);
    await payCheckout(checkoutUrl, eventId); // redelivered: no second record
    const booked = await stored(id);
    expect(booked.status).toBe("booked");
    expect(recorded.total("BookingConfirmed")).toBe(1);
    expect(recorded.counted("BookingConfirmed").map((m) => m.dimensions)).toContainEqual({
      stage: "local",
      agency: "mara-horizon-safaris",
      tourKind: "tailored",
    });
    expect(booked.payment).toMatchObject({ plan: "deposit", totalChf: total, paidChf: deposit });
    expect(booked.payment?.payments).toHaveLength(1);
    expect(
      (await mailsTo(owner.email)).some((m) => m.subject === "Ihre Reise ist gebucht: Mara und Küste"),
    ).toBe(true);
    expect(
      (await mailsTo(demoAgencyEmail("mara-horizon-safaris"))).some(
        (m) => m.subject === "Offer accepted by Lea Frei",
      ),
    ).toBe(true);
  });

  it("writes the payment's mail in the language of the page the traveller paid from", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner); // asked in German
    const res = await accept(owner, id, { plan: "full", locale: "fr" });
    const { checkoutUrl } = res.body as { checkoutUrl: string };
    expect(sessionOf(checkoutUrl).reference).toMatchObject({ locale: "fr" });
    await payCheckout(checkoutUrl);
    const mail = (await mailsTo(owner.email)).find(
      (m) => m.subject === "Votre voyage est réservé\u00a0: Mara und Küste",
    );
    expect(mail, "the French confirmation").toBeDefined();
    expect(`${mail?.body.text ?? ""}`).toContain(`/fr/account/trips/request/${id}/summary`);
  });

  it("takes the balance after a deposit from the trip, once, and then nothing is due", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    expect(await balance(owner, id)).toMatchObject({ status: 409, body: { error: { code: "NOTHING_DUE" } } });
    await payCheckout(
      ((await accept(owner, id, { plan: "deposit", locale: "de" })).body as { checkoutUrl: string })
        .checkoutUrl,
    );

    const res = await balance(owner, id);
    expect(res.status).toBe(200);
    const { checkoutUrl, amountChf } = res.body as { checkoutUrl: string; amountChf: number };
    expect(amountChf).toBe(total - deposit);
    const recorded = recordMetrics();
    expect(sessionOf(checkoutUrl).reference).toEqual({
      tripRequestId: id,
      paymentPart: "balance",
      locale: "de",
    });
    await payCheckout(checkoutUrl);
    expect((await stored(id)).payment).toMatchObject({ totalChf: total, paidChf: total });
    expect((await stored(id)).payment?.payments.map((p) => p.part)).toEqual(["deposit", "balance"]);
    // The trip was booked by its deposit; the balance confirms no second booking.
    expect(recorded.counted("BookingConfirmed")).toEqual([]);
    expect(await balance(owner, id)).toMatchObject({ status: 409, body: { error: { code: "NOTHING_DUE" } } });

    // A second balance payment (say, a second checkout paid) is not counted twice.
    await paid({ tripRequestId: id, paymentPart: "balance" }, total - deposit);
    expect((await stored(id)).payment?.payments).toHaveLength(2);
  });

  it("takes the full amount at once, after which there is no balance", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const res = await accept(owner, id, { plan: "full", locale: "en" });
    const { checkoutUrl, amountChf } = res.body as { checkoutUrl: string; amountChf: number };
    expect(amountChf).toBe(total);
    await payCheckout(checkoutUrl);
    expect((await stored(id)).payment).toMatchObject({ plan: "full", totalChf: total, paidChf: total });
    expect((await balance(owner, id)).status).toBe(409);
  });

  it("refuses an offer accepted already", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    await payCheckout(
      ((await accept(owner, id, { plan: "full", locale: "en" })).body as { checkoutUrl: string }).checkoutUrl,
    );
    expect(await accept(owner, id, { plan: "deposit", locale: "en" })).toMatchObject({
      status: 409,
      body: { error: { code: "OFFER_ALREADY_ACCEPTED" } },
    });
    // A deposit paid on a second, older checkout does not overwrite the full payment.
    await paid({ tripRequestId: id, paymentPart: "deposit" }, deposit);
    expect((await stored(id)).payment).toMatchObject({ plan: "full", paidChf: total });
  });

  it("refuses an expired offer, whether the daily job has marked it or its last day has just passed", async () => {
    const owner = traveller();
    const marked = await requestWithOffer(owner);
    await expireOffer(marked);
    expect(await accept(owner, marked, { plan: "deposit", locale: "fr" })).toMatchObject({
      status: 409,
      body: { error: { code: "OFFER_EXPIRED" } },
    });

    const lapsed = await requestWithOffer(owner);
    const offer = (await stored(lapsed)).offer;
    await saveOffer(
      lapsed,
      { ...(offer as NonNullable<TripRequest["offer"]>), validUntil: "2020-01-01" },
      new Date().toISOString(),
    );
    expect(await accept(owner, lapsed, { plan: "full", locale: "fr" })).toMatchObject({
      status: 409,
      body: { error: { code: "OFFER_EXPIRED" } },
    });
    expect((await stored(lapsed)).status).toBe("offer-available");
  });

  it("refuses an offer revised since the traveller read it, and opens no checkout", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const read = (await stored(id)).offer?.sentAt;
    const revised = await revise(id, 300_000);
    expect(revised.status).toBe(200);
    const sessions = localCheckoutSessions.size;
    expect(await accept(owner, id, { plan: "full", locale: "fr", offerSentAt: read })).toMatchObject({
      status: 409,
      body: { error: { code: "OFFER_CHANGED" } },
    });
    expect(localCheckoutSessions.size).toBe(sessions);
    // The revised offer, read again, can be accepted at its own price.
    const res = await accept(owner, id, { plan: "full", locale: "fr" });
    expect(res.body).toMatchObject({ amountChf: 3 * 300_000 });
  });

  it("keeps the agency from revising an offer while its checkout is open, and lets it once it has expired", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const { checkoutUrl } = (await accept(owner, id, { plan: "deposit", locale: "de" })).body as {
      checkoutUrl: string;
    };
    const before = (await stored(id)).offer;
    expect(await revise(id, 300_000)).toMatchObject({
      status: 409,
      body: { error: { code: "CHECKOUT_OPEN" } },
    });
    expect((await stored(id)).offer).toEqual(before);
    // Paid meanwhile: booked at the price the traveller read.
    await payCheckout(checkoutUrl);
    expect((await stored(id)).payment).toMatchObject({ totalChf: total, paidChf: deposit });

    const other = await requestWithOffer(owner);
    await accept(owner, other, { plan: "deposit", locale: "de" });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    expect((await revise(other, 300_000)).status).toBe(200);
  });

  it("books a payment whose event came after a revision at the price the traveller paid", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const { checkoutUrl } = (await accept(owner, id, { plan: "deposit", locale: "de" })).body as {
      checkoutUrl: string;
    };
    // Paid in time; the provider's event is late, and the hold has lapsed when the agency revises.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    expect((await revise(id, 300_000)).status).toBe(200);
    await payCheckout(checkoutUrl);
    const booked = await stored(id);
    expect(booked.status).toBe("booked");
    expect(booked.payment).toMatchObject({ plan: "deposit", totalChf: total, paidChf: deposit });
  });

  it("puts back an open checkout's hold when a second checkout could not be had", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    expect((await accept(owner, id, { plan: "deposit", locale: "en" })).status).toBe(200);
    vi.spyOn(localGateway, "createCheckout").mockRejectedValueOnce(new Error("provider down"));
    expect((await accept(owner, id, { plan: "full", locale: "en" })).status).toBe(502);
    // The first checkout can still be paid: the offer stays held.
    expect(await revise(id, 300_000)).toMatchObject({
      status: 409,
      body: { error: { code: "CHECKOUT_OPEN" } },
    });
  });

  it("closes the checkout opened before when the traveller accepts again, so only one can be paid", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const first = await checkoutOf(accept(owner, id, { plan: "deposit", locale: "de" }));
    const second = await checkoutOf(accept(owner, id, { plan: "full", locale: "de" }));
    expect(localCheckoutState(sessionOf(first))).toBe("expired");
    expect(localCheckoutState(sessionOf(second))).toBe("open");
    // The offer stays held for the open one.
    expect((await revise(id, 300_000)).status).toBe(409);
    await payCheckout(second);
    expect((await stored(id)).payment).toMatchObject({ plan: "full", paidChf: total });
  });

  it("leaves a checkout open that the provider answered again for a repeated acceptance", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const first = await checkoutOf(accept(owner, id, { plan: "deposit", locale: "en" }));
    // Stripe's idempotency key gives a create repeated within the second the session it opened.
    const again = sessionOf(first);
    vi.spyOn(localGateway, "createCheckout").mockResolvedValueOnce({
      sessionId: again.sessionId,
      url: first,
    });
    expect(await checkoutOf(accept(owner, id, { plan: "deposit", locale: "en" }))).toBe(first);
    expect(localCheckoutState(sessionOf(first))).toBe("open");

    await payCheckout(first);
    const balanceFirst = await checkoutOf(balance(owner, id));
    const session = sessionOf(balanceFirst);
    vi.spyOn(localGateway, "createCheckout").mockResolvedValueOnce({
      sessionId: session.sessionId,
      url: balanceFirst,
    });
    expect(await checkoutOf(balance(owner, id))).toBe(balanceFirst);
    expect(localCheckoutState(sessionOf(balanceFirst))).toBe("open");
  });

  it("answers that the offer is accepted when the earlier checkout was paid meanwhile, and closes the new one", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const first = await checkoutOf(accept(owner, id, { plan: "deposit", locale: "en" }));
    // Paid at the provider; its event has not arrived yet.
    closeLocalCheckout(sessionOf(first), "complete");
    const openedState = watchOpenedCheckouts();
    expect(await accept(owner, id, { plan: "full", locale: "en" })).toMatchObject({
      status: 409,
      body: { error: { code: "OFFER_ALREADY_ACCEPTED" } },
    });
    expect(await openedState()).toBe("expired");
  });

  it("leaves a lapsed earlier checkout alone: it can no longer be paid", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    await checkoutOf(accept(owner, id, { plan: "deposit", locale: "en" }));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    const closing = vi.spyOn(localGateway, "expireCheckout");
    await checkoutOf(accept(owner, id, { plan: "deposit", locale: "en" }));
    expect(closing).not.toHaveBeenCalled();
  });

  it("keeps the earlier checkout when it cannot be closed, and opens none", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const first = await checkoutOf(accept(owner, id, { plan: "deposit", locale: "en" }));
    vi.spyOn(localGateway, "expireCheckout").mockRejectedValueOnce(new Error("provider down"));
    const openedState = watchOpenedCheckouts();
    expect(await accept(owner, id, { plan: "full", locale: "en" })).toMatchObject({
      status: 502,
      body: { error: { code: "CHECKOUT_UNAVAILABLE" } },
    });
    expect(await openedState()).toBe("expired");
    expect(localCheckoutState(sessionOf(first))).toBe("open");
    // The first is still the offer's checkout: accepting again closes it.
    await checkoutOf(accept(owner, id, { plan: "full", locale: "en" }));
    expect(localCheckoutState(sessionOf(first))).toBe("expired");
  });

  it("closes the balance checkout opened before, and answers nothing is due when it was paid meanwhile", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    await payCheckout(await checkoutOf(accept(owner, id, { plan: "deposit", locale: "de" })));
    const first = await checkoutOf(balance(owner, id));
    const second = await checkoutOf(balance(owner, id));
    expect(localCheckoutState(sessionOf(first))).toBe("expired");
    closeLocalCheckout(sessionOf(second), "complete");
    const openedState = watchOpenedCheckouts();
    expect(await balance(owner, id)).toMatchObject({ status: 409, body: { error: { code: "NOTHING_DUE" } } });
    expect(await openedState()).toBe("expired");
  });

  it("takes a page's acceptance without a version, as pages loaded before it was sent do", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const res = await invoke(handler, contract.acceptOffer, {
      claims: owner,
      params: { id },
      body: JSON.stringify({ plan: "full", acceptTerms: true, locale: "en" }),
    });
    expect(res.body).toMatchObject({ amountChf: total });
  });

  it("lifts its hold on the offer when no checkout page could be had", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    vi.spyOn(localGateway, "createCheckout").mockRejectedValueOnce(new Error("provider down"));
    const recorded = recordMetrics();
    expect(await accept(owner, id, { plan: "deposit", locale: "en" })).toMatchObject({
      status: 502,
      body: { error: { code: "CHECKOUT_UNAVAILABLE" } },
    });
    expect(recorded.total("CheckoutFailed")).toBe(1);
    expect((await revise(id, 300_000)).status).toBe(200);
  });

  it("refuses a request without an offer", async () => {
    const owner = traveller();
    const submitted = await invoke(submitTripRequest, contract.submitTripRequest, {
      claims: owner,
      body: JSON.stringify(tripRequestInput()),
    });
    const { id } = submitted.body as { id: string };
    expect(await accept(owner, id, { plan: "deposit", locale: "en" })).toMatchObject({
      status: 409,
      body: { error: { code: "OFFER_UNAVAILABLE" } },
    });
  });

  it("answers someone else's request exactly like one that does not exist", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const stranger = traveller();
    const notMine = await accept(stranger, id, { plan: "deposit", locale: "en" });
    const nowhere = await accept(stranger, randomUUID(), { plan: "deposit", locale: "en" });
    expect(notMine).toMatchObject({ status: 404, body: { error: { code: "NOT_FOUND" } } });
    expect(notMine.body).toEqual(nowhere.body);
    expect((await balance(stranger, id)).status).toBe(404);
    expect(
      (await invoke(getMyTripRequest, contract.getMyTripRequest, { claims: stranger, params: { id } }))
        .status,
    ).toBe(404);
    expect((await stored(id)).status).toBe("offer-available");
  });

  it("refuses an acceptance without the terms, and leaves the offer as it was", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const before = await stored(id);
    for (const acceptTerms of [false, undefined, "yes"])
      expect(await accept(owner, id, { plan: "deposit", locale: "fr", acceptTerms })).toMatchObject({
        status: 400,
        body: { error: { code: "VALIDATION_FAILED", fields: { "body.acceptTerms": "termsRequired" } } },
      });
    expect(await stored(id)).toEqual(before);
  });

  it("never takes an amount from the client, and records no payment whose amount differs from the offer", async () => {
    const owner = traveller();
    const id = await requestWithOffer(owner);
    const sent = await accept(owner, id, { plan: "deposit", locale: "en", amountChf: 1 });
    expect(sent).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_FAILED", fields: { "body.amountChf": "unknownField" } } },
    });
    expect((await accept(owner, id, { plan: "half", locale: "en" })).status).toBe(400);

    // A checkout whose metadata says "full" but which charged only the deposit books nothing.
    await paid({ tripRequestId: id, paymentPart: "full" }, deposit);
    // Nor does a deposit of one Rappen.
    await paid({ tripRequestId: id, paymentPart: "deposit" }, 1);
    expect((await stored(id)).status).toBe("offer-available");
    expect((await stored(id)).payment).toBeUndefined();

    // A balance before any deposit is not recorded either.
    await paid({ tripRequestId: id, paymentPart: "balance" }, total - deposit);
    expect((await stored(id)).payment).toBeUndefined();
  });
});
