import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeAnswer, fakeStripeApi, type ReceivedRequest } from "../../../test/fake-stripe-api.js";
import type { CheckoutRequest } from "./gateway.js";
import {
  checkoutIdempotencyKey,
  expireStripeCheckout,
  refundIdempotencyKey,
  stripeGateway,
} from "./stripe-gateway.js";

/** Stripe's `checkout.sessions` as far as closing needs it: a session with a status, expirable while open. */
function sessions(status: "open" | "complete" | "expired") {
  const calls: string[] = [];
  return {
    calls,
    expire: async (id: string) => {
      calls.push(`expire ${id}`);
      if (status !== "open") throw new Error("This Checkout Session is not in an expirable state.");
      status = "expired";
      return { status };
    },
    retrieve: async (id: string) => {
      calls.push(`retrieve ${id}`);
      return { status };
    },
  };
}

describe("closing a Stripe checkout", () => {
  it("expires an open session", async () => {
    const open = sessions("open");
    expect(await expireStripeCheckout(open, "cs_1")).toBe("expired");
    expect(open.calls).toEqual(["expire cs_1"]);
  });

  it("counts a session that expired before as expired", async () => {
    expect(await expireStripeCheckout(sessions("expired"), "cs_2")).toBe("expired");
  });

  it("says so when the session was paid first, so its places stay taken", async () => {
    const paid = sessions("complete");
    expect(await expireStripeCheckout(paid, "cs_3")).toBe("completed");
    expect(paid.calls).toEqual(["expire cs_3", "retrieve cs_3"]);
  });

  it("passes on a failure that the session's status does not explain", async () => {
    const broken = {
      expire: async () => {
        throw new Error("network down");
      },
      retrieve: async () => ({ status: "open" }),
    };
    await expect(expireStripeCheckout(broken, "cs_4")).rejects.toThrow("network down");
  });
});

let api: Awaited<ReturnType<typeof fakeStripeApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function gatewayAnswering(answer: (request: ReceivedRequest) => FakeAnswer) {
  api = await fakeStripeApi(answer);
  return stripeGateway("sk_test_123", { baseUrl: api.baseUrl, retryDelayMs: 10 });
}

const bookingCheckout: CheckoutRequest = {
  reference: { bookingId: "7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70" },
  amountChf: 459_000,
  description: "Zanzibar & Stone Town (Küste) · 2027-02-01 – 2027-02-10",
  customerEmail: "lea+tours@example.com",
  locale: "de",
  expiresAt: new Date("2027-01-05T10:30:00.000Z"),
  successUrl: "https://tembea.example/de/group-tour/thank-you?booking=7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70",
  cancelUrl:
    "https://tembea.example/de/group-tour/zanzibar/summary?cancelled=7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70",
};
const expiresAtSeconds = String(Date.parse("2027-01-05T10:30:00.000Z") / 1000);

describe("opening a Stripe checkout", () => {
  it("posts the session's parameters form-encoded as Stripe's API takes them", async () => {
    const gateway = await gatewayAnswering(() => ({
      body: { id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" },
    }));
    expect(await gateway.createCheckout(bookingCheckout)).toEqual({
      sessionId: "cs_test_1",
      url: "https://checkout.stripe.com/c/pay/cs_test_1",
    });
    const [request] = api?.received ?? [];
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/checkout/sessions");
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request?.headers["idempotency-key"]).toBe(checkoutIdempotencyKey(bookingCheckout));
    expect(request?.body.split("&")).toEqual([
      "mode=payment",
      "line_items[0][quantity]=1",
      "line_items[0][price_data][currency]=chf",
      "line_items[0][price_data][unit_amount]=459000",
      "line_items[0][price_data][product_data][name]=Zanzibar%20%26%20Stone%20Town%20%28K%C3%BCste%29%20%C2%B7%202027-02-01%20%E2%80%93%202027-02-10",
      "customer_email=lea%2Btours%40example.com",
      "locale=de",
      "metadata[bookingId]=7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70",
      "payment_intent_data[metadata][bookingId]=7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70",
      "client_reference_id=7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70",
      `expires_at=${expiresAtSeconds}`,
      "success_url=https%3A%2F%2Ftembea.example%2Fde%2Fgroup-tour%2Fthank-you%3Fbooking%3D7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70",
      "cancel_url=https%3A%2F%2Ftembea.example%2Fde%2Fgroup-tour%2Fzanzibar%2Fsummary%3Fcancelled%3D7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70",
    ]);
  });

  it("sends the same bytes and API version as the stripe SDK did for the same session", async () => {
    const tripCheckout: CheckoutRequest = {
      ...bookingCheckout,
      reference: { tripRequestId: "t-1", paymentPart: "deposit" },
      description: "Mara and the coast · Anzahlung (30 %) — l'offre ! *",
    };
    const gateway = await gatewayAnswering(() => ({
      body: { id: "cs_test_2", url: "https://checkout.stripe.com/x" },
    }));
    await gateway.createCheckout(tripCheckout);
    const { port } = api ?? { port: 0 };
    // What the replaced code sent, through the SDK, to the same stand-in.
    const sdk = new Stripe("sk_test_123", {
      host: "127.0.0.1",
      port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    await sdk.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "chf",
            unit_amount: tripCheckout.amountChf,
            product_data: { name: tripCheckout.description },
          },
        },
      ],
      customer_email: tripCheckout.customerEmail,
      locale: tripCheckout.locale,
      metadata: { tripRequestId: "t-1", paymentPart: "deposit" },
      client_reference_id: "t-1",
      expires_at: Math.floor(tripCheckout.expiresAt.getTime() / 1000),
      success_url: tripCheckout.successUrl,
      cancel_url: tripCheckout.cancelUrl,
    });
    const [ours, theirs] = api?.received ?? [];
    expect(ours?.body).toContain("metadata[tripRequestId]=t-1&metadata[paymentPart]=deposit");
    expect(ours?.body).toBe(theirs?.body);
    expect(ours?.url).toBe(theirs?.url);
    expect(ours?.headers["stripe-version"]).toBe(theirs?.headers["stripe-version"]);
    expect(ours?.headers.authorization).toBe(theirs?.headers.authorization);
  });

  it("sends a failed create again under the same key, so that it opens one session", async () => {
    let n = 0;
    const gateway = await gatewayAnswering(() =>
      ++n === 1
        ? { status: 500, body: { error: { type: "api_error", message: "oops" } } }
        : { body: { id: "cs_3", url: "u" } },
    );
    await gateway.createCheckout(bookingCheckout);
    const [first, second] = api?.received ?? [];
    expect(second?.headers["idempotency-key"]).toBe(first?.headers["idempotency-key"]);
    expect(second?.body).toBe(first?.body);
  });

  it("keys a checkout by what it pays for and when it expires", () => {
    expect(checkoutIdempotencyKey(bookingCheckout)).toBe(
      `tembea-checkout-booking-7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70-${expiresAtSeconds}`,
    );
    const trip = { ...bookingCheckout, reference: { tripRequestId: "t-1", paymentPart: "deposit" as const } };
    expect(checkoutIdempotencyKey(trip)).toBe(`tembea-checkout-trip-t-1-deposit-${expiresAtSeconds}`);
    // Coming back to pay the same part later opens a new checkout, so it needs a new key.
    const later = { ...trip, expiresAt: new Date(trip.expiresAt.getTime() + 60_000) };
    expect(checkoutIdempotencyKey(later)).not.toBe(checkoutIdempotencyKey(trip));
    expect(
      checkoutIdempotencyKey({ ...trip, reference: { tripRequestId: "t-1", paymentPart: "full" } }),
    ).not.toBe(checkoutIdempotencyKey(trip));
  });

  it("passes Stripe's refusal on", async () => {
    const gateway = await gatewayAnswering(() => ({
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          code: "parameter_missing",
          message: "Missing required param: line_items[0][price_data][currency].",
        },
      },
    }));
    await expect(gateway.createCheckout(bookingCheckout)).rejects.toMatchObject({
      code: "parameter_missing",
      message: "Missing required param: line_items[0][price_data][currency].",
    });
  });
});

describe("closing a Stripe checkout through the API", () => {
  /** Stripe's session as far as expiring goes: it refuses to expire one that is not open. */
  function sessionAt(status: "open" | "complete" | "expired") {
    return (request: ReceivedRequest): FakeAnswer => {
      if (request.method === "GET") return { body: { id: "cs_9", object: "checkout.session", status } };
      if (status !== "open")
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: "This Checkout Session is not in an expirable state.",
            },
          },
        };
      status = "expired";
      return { body: { id: "cs_9", object: "checkout.session", status } };
    };
  }

  it("expires an open session", async () => {
    const gateway = await gatewayAnswering(sessionAt("open"));
    expect(await gateway.expireCheckout("cs_9")).toBe("expired");
    expect(api?.received.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      "POST /v1/checkout/sessions/cs_9/expire ",
    ]);
  });

  it("reads the status of a session that cannot be expired: paid keeps its places", async () => {
    const gateway = await gatewayAnswering(sessionAt("complete"));
    expect(await gateway.expireCheckout("cs_9")).toBe("completed");
    expect(api?.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /v1/checkout/sessions/cs_9/expire",
      "GET /v1/checkout/sessions/cs_9",
    ]);
  });

  it("counts a session that expired before as expired", async () => {
    const gateway = await gatewayAnswering(sessionAt("expired"));
    expect(await gateway.expireCheckout("cs_9")).toBe("expired");
  });

  it("passes Stripe's refusal on when the session is still open after all", async () => {
    const gateway = await gatewayAnswering((request) =>
      request.method === "GET"
        ? { body: { status: "open" } }
        : {
            status: 400,
            body: {
              error: {
                type: "invalid_request_error",
                code: "resource_missing",
                message: "No such checkout.session",
              },
            },
          },
    );
    await expect(gateway.expireCheckout("cs_9")).rejects.toMatchObject({ code: "resource_missing" });
  });
});

describe("refunding a booking through Stripe's Refunds API", () => {
  const bookingId = "7f8c2a44-0d1e-4a57-9b1e-2f3c4d5e6f70";
  const refundRequest = { bookingId, checkoutSessionId: "cs_paid", amountChf: 229_500 };

  /** A paid session with its PaymentIntent, and the refunds Stripe holds for it (created ones added). */
  function paidSession(refunds: { id: string; status: string }[], onCreate?: () => FakeAnswer | undefined) {
    return (request: ReceivedRequest): FakeAnswer => {
      if (request.method === "GET" && request.url.startsWith("/v1/checkout/sessions/"))
        return { body: { id: "cs_paid", object: "checkout.session", payment_intent: "pi_1" } };
      if (request.method === "GET" && request.url.startsWith("/v1/refunds"))
        return { body: { object: "list", data: refunds, has_more: false } };
      const failure = onCreate?.();
      if (failure) return failure;
      const refund = { id: `re_${refunds.length + 1}`, object: "refund", status: "succeeded" };
      refunds.push(refund);
      return { body: refund };
    };
  }

  it("finds the payment, sees no refund of it, and asks for one keyed by the booking", async () => {
    const gateway = await gatewayAnswering(paidSession([]));
    expect(await gateway.refund(refundRequest)).toEqual({
      refundId: "re_1",
      status: "succeeded",
      existing: false,
    });
    const [session, list, create] = api?.received ?? [];
    expect(`${session?.method} ${session?.url}`).toBe("GET /v1/checkout/sessions/cs_paid");
    expect(`${list?.method} ${list?.url}`).toBe("GET /v1/refunds?payment_intent=pi_1&limit=100");
    expect(create?.url).toBe("/v1/refunds");
    expect(create?.headers["idempotency-key"]).toBe(refundIdempotencyKey(bookingId));
    expect(create?.body.split("&")).toEqual([
      "payment_intent=pi_1",
      "amount=229500",
      "reason=requested_by_customer",
      `metadata[bookingId]=${bookingId}`,
    ]);
  });

  it("answers the refund Stripe already holds for the payment instead of paying twice", async () => {
    const gateway = await gatewayAnswering(paidSession([{ id: "re_old", status: "pending" }]));
    expect(await gateway.refund(refundRequest)).toEqual({
      refundId: "re_old",
      status: "pending",
      existing: true,
    });
    expect(api?.received.some((r) => r.method === "POST")).toBe(false);
  });

  it("asks again when the only refund of the payment failed (nothing went back)", async () => {
    const gateway = await gatewayAnswering(paidSession([{ id: "re_failed", status: "failed" }]));
    expect((await gateway.refund(refundRequest)).refundId).toBe("re_2");
  });

  it("sends a refund whose answer was lost again under the same key", async () => {
    let creates = 0;
    const gateway = await gatewayAnswering(
      paidSession([], () =>
        ++creates === 1
          ? { status: 500, body: { error: { type: "api_error", message: "oops" } } }
          : undefined,
      ),
    );
    await gateway.refund(refundRequest);
    const posts = api?.received.filter((r) => r.method === "POST") ?? [];
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers["idempotency-key"]).toBe(posts[0]?.headers["idempotency-key"]);
    expect(posts[1]?.body).toBe(posts[0]?.body);
  });

  it("passes Stripe's refusal on, so the refund stays due", async () => {
    const gateway = await gatewayAnswering(
      paidSession([], () => ({
        status: 400,
        body: {
          error: { type: "invalid_request_error", code: "charge_already_refunded", message: "refunded" },
        },
      })),
    );
    await expect(gateway.refund(refundRequest)).rejects.toMatchObject({ code: "charge_already_refunded" });
  });

  it("refuses a booking that has no checkout to refund, before calling Stripe", async () => {
    const gateway = await gatewayAnswering(paidSession([]));
    await expect(gateway.refund({ ...refundRequest, checkoutSessionId: undefined })).rejects.toThrow(
      "no checkout",
    );
    expect(api?.received).toEqual([]);
  });

  it("sends the same bytes as the stripe SDK for the same refund", async () => {
    const gateway = await gatewayAnswering(paidSession([]));
    await gateway.refund(refundRequest);
    const sdk = new Stripe("sk_test_123", {
      host: "127.0.0.1",
      port: api?.port ?? 0,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    await sdk.refunds.create(
      {
        payment_intent: "pi_1",
        amount: 229_500,
        reason: "requested_by_customer",
        metadata: { bookingId },
      },
      { idempotencyKey: refundIdempotencyKey(bookingId) },
    );
    await sdk.refunds.list({ payment_intent: "pi_1", limit: 100 });
    const posts = api?.received.filter((r) => r.method === "POST") ?? [];
    const lists = api?.received.filter((r) => r.url.startsWith("/v1/refunds?")) ?? [];
    expect(posts[0]?.body).toBe(posts[1]?.body);
    expect(posts[0]?.headers["idempotency-key"]).toBe(posts[1]?.headers["idempotency-key"]);
    expect(lists[0]?.url).toBe(lists[1]?.url);
  });
});
