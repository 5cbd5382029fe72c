import { afterEach, describe, expect, it } from "vitest";
import { type FakeAnswer, fakeStripeApi, type ReceivedRequest } from "../../../test/fake-stripe-api.js";
import { StripeApiError, stripeApi, stripeApiVersion } from "./stripe-api.js";

let api: Awaited<ReturnType<typeof fakeStripeApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function clientAnswering(answer: (request: ReceivedRequest) => FakeAnswer, timeoutMs = 2_000) {
  api = await fakeStripeApi(answer);
  return stripeApi("sk_test_123", { baseUrl: api.baseUrl, retryDelayMs: 10, timeoutMs });
}

describe("calling Stripe's API", () => {
  it("sends the key, the pinned API version and, on a POST, a form body with an idempotency key", async () => {
    const call = await clientAnswering(() => ({ body: { id: "cs_1" } }));
    expect(
      await call({ method: "POST", path: "/v1/checkout/sessions", params: { a: 1 }, idempotencyKey: "k-1" }),
    ).toEqual({ id: "cs_1" });
    expect(await call({ method: "GET", path: "/v1/checkout/sessions/cs_1" })).toEqual({ id: "cs_1" });

    const [post, get] = api?.received ?? [];
    expect(post).toMatchObject({ method: "POST", url: "/v1/checkout/sessions", body: "a=1" });
    expect(post?.headers).toMatchObject({
      authorization: "Bearer sk_test_123",
      "stripe-version": stripeApiVersion,
      "content-type": "application/x-www-form-urlencoded",
      "idempotency-key": "k-1",
    });
    expect(get).toMatchObject({ method: "GET", url: "/v1/checkout/sessions/cs_1", body: "" });
    expect(get?.headers["idempotency-key"]).toBeUndefined();
    expect(get?.headers.authorization).toBe("Bearer sk_test_123");
  });

  it("gives every POST a key of its own when the caller has none", async () => {
    const call = await clientAnswering(() => ({ body: {} }));
    await call({ method: "POST", path: "/v1/checkout/sessions/cs_1/expire" });
    await call({ method: "POST", path: "/v1/checkout/sessions/cs_1/expire" });
    const [first, second] = (api?.received ?? []).map((r) => r.headers["idempotency-key"]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it("throws Stripe's error with its type, code, message, parameter, status and request id", async () => {
    const call = await clientAnswering(() => ({
      status: 400,
      headers: { "request-id": "req_abc" },
      body: {
        error: {
          type: "invalid_request_error",
          code: "parameter_invalid_integer",
          message: "Invalid integer: abc",
          param: "line_items[0][price_data][unit_amount]",
        },
      },
    }));
    const error = await call({ method: "POST", path: "/v1/checkout/sessions" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StripeApiError);
    expect(error).toMatchObject({
      name: "StripeApiError",
      message: "Invalid integer: abc",
      type: "invalid_request_error",
      code: "parameter_invalid_integer",
      param: "line_items[0][price_data][unit_amount]",
      statusCode: 400,
      requestId: "req_abc",
    });
    expect(api?.received).toHaveLength(1); // a refusal is not retried
  });

  it("says what the status was when the error answer is not Stripe's JSON", async () => {
    const call = await clientAnswering(() => ({ status: 404, body: "<html>not found</html>" }));
    await expect(call({ method: "GET", path: "/v1/nothing" })).rejects.toMatchObject({
      message: "Stripe answered HTTP 404",
      type: "api_error",
      statusCode: 404,
    });
  });

  it("retries server errors and conflicts twice with the same idempotency key, then gives up", async () => {
    let n = 0;
    const call = await clientAnswering(() =>
      ++n === 1
        ? { status: 409, body: { error: { type: "idempotency_error", message: "in progress" } } }
        : { status: 500, body: { error: { type: "api_error", message: "Something went wrong" } } },
    );
    await expect(
      call({ method: "POST", path: "/v1/checkout/sessions", idempotencyKey: "k-2" }),
    ).rejects.toMatchObject({ type: "api_error", statusCode: 500 });
    expect(api?.received.map((r) => r.headers["idempotency-key"])).toEqual(["k-2", "k-2", "k-2"]);
  });

  it("answers what a retry got", async () => {
    let n = 0;
    const call = await clientAnswering(() =>
      ++n === 1
        ? { status: 503, body: { error: { type: "api_error", message: "busy" } } }
        : { body: { id: "cs_2" } },
    );
    expect(await call({ method: "POST", path: "/v1/checkout/sessions" })).toEqual({ id: "cs_2" });
    expect(api?.received).toHaveLength(2);
  });

  it("follows Stripe-Should-Retry either way", async () => {
    const notAgain = await clientAnswering(() => ({
      status: 500,
      headers: { "stripe-should-retry": "false" },
      body: { error: { type: "api_error", message: "replayed" } },
    }));
    await expect(notAgain({ method: "POST", path: "/v1/x" })).rejects.toMatchObject({ message: "replayed" });
    expect(api?.received).toHaveLength(1);
    await api?.close();

    let n = 0;
    const again = await clientAnswering(() =>
      ++n === 1
        ? {
            status: 400,
            headers: { "stripe-should-retry": "true" },
            body: { error: { type: "invalid_request_error", code: "lock_timeout", message: "locked" } },
          }
        : { body: { ok: true } },
    );
    expect(await again({ method: "POST", path: "/v1/x" })).toEqual({ ok: true });
  });

  it("stops waiting at its deadline", async () => {
    const call = await clientAnswering(() => ({}), 200);
    const started = Date.now();
    await expect(call({ method: "POST", path: "/v1/checkout/sessions" })).rejects.toMatchObject({
      name: "StripeApiError",
      type: "timeout",
      message: "Stripe did not answer within 200 ms",
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(api?.received).toHaveLength(1);
  });

  it("tries again when no answer comes, and says so when none ever does", async () => {
    const { baseUrl, close } = await fakeStripeApi(() => ({ body: {} }));
    await close(); // nothing listens there any more
    const call = stripeApi("sk_test_123", { baseUrl, retryDelayMs: 10 });
    const error = await call({ method: "GET", path: "/v1/checkout/sessions/cs_1" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "StripeApiError", type: "connection_error" });
    expect((error as Error).cause).toBeInstanceOf(Error);
  });
});
