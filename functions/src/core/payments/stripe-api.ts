import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type HttpAnswer, httpCall } from "../../platform/http-call.js";
import { type StripeParams, stripeForm } from "./stripe-form.js";

/*
 * Our own client for the Stripe calls we make (Checkout Sessions create, expire, retrieve; Refunds create, list), instead of
 * the `stripe` package. The SDK registers every API resource in its constructor, so none of its 246 KB can be
 * tree-shaken, and it alone put the payment Lambdas over the 250 KB per bundle that keeps cold starts short
 * (docs/performance.md, "Targets"); we would rather use the well-kept SDK, but not at that price. So this
 * stays minimal and does what the SDK did for these calls: the form encoding (stripe-form.ts), a pinned API
 * version, idempotency keys, retries and a timeout, and Stripe's error JSON kept in the Error it throws.
 */

/**
 * The API version stripe-node 23.1.0 (the SDK this client replaced) pinned, so that Stripe answers
 * in the shape this code was written and tested against, whatever the account's default version is.
 */
export const stripeApiVersion = "2026-10-28.endive";

/**
 * The SDK's schedule: up to two retries, 0.5 s then 1 s (with jitter), of what Stripe marks as
 * safe to repeat. POSTs carry an idempotency key, so a repeated POST is answered from Stripe's
 * record of the first instead of acting twice.
 */
const maxRetries = 2;
const retryDelayMs = 500;

/**
 * For the whole call, retries included. The API functions have 10 s (API Gateway allows 30), and a
 * booking that gets no checkout must still release its hold before its Lambda is stopped.
 */
const defaultTimeoutMs = 8_000;

/** An error answer of Stripe's API, or a call that got none; Stripe's own fields are kept for the logs. */
export class StripeApiError extends Error {
  /** Stripe's `error.type`, e.g. `invalid_request_error`, `api_error`, `idempotency_error`. */
  readonly type: string;
  /** Stripe's `error.code`, e.g. `resource_missing`, when it gives one. */
  readonly code: string | undefined;
  readonly param: string | undefined;
  /** The HTTP status; undefined when no answer came (network failure, timeout). */
  readonly statusCode: number | undefined;
  /** Stripe's `Request-Id`, which its dashboard and support look requests up by. */
  readonly requestId: string | undefined;

  constructor(
    message: string,
    fields: { type: string; code?: string; param?: string; statusCode?: number; requestId?: string },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "StripeApiError";
    this.type = fields.type;
    this.code = fields.code;
    this.param = fields.param;
    this.statusCode = fields.statusCode;
    this.requestId = fields.requestId;
  }
}

export interface StripeApiOptions {
  /** Where the API is; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
  /** The first retry's delay; tests shorten it. */
  retryDelayMs?: number;
}

export interface StripeRequest {
  method: "GET" | "POST";
  /** Under /v1, e.g. `/v1/checkout/sessions`. */
  path: string;
  /** The form parameters of a POST. */
  params?: StripeParams;
  /** Every POST has one (a random one unless given), so retrying it never acts twice. */
  idempotencyKey?: string;
}

const asString = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The answer's JSON; undefined when it is none (a proxy's error page). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stripe's error answer `{"error": {"type", "code", "message", "param"}}` as a StripeApiError. */
function errorOf(response: HttpAnswer): StripeApiError {
  const requestId = response.header("request-id");
  const body = parsed(response.text);
  const error =
    typeof body === "object" && body !== null && "error" in body && typeof body.error === "object"
      ? (body.error as Record<string, unknown>)
      : {};
  return new StripeApiError(asString(error.message) ?? `Stripe answered HTTP ${response.status}`, {
    type: asString(error.type) ?? "api_error",
    code: asString(error.code),
    param: asString(error.param),
    statusCode: response.status,
    requestId,
  });
}

/** Stripe's `Stripe-Should-Retry` decides; without it, conflicts (409) and server errors are retried. */
function worthRetrying(response: HttpAnswer): boolean {
  const advice = response.header("stripe-should-retry");
  if (advice !== undefined) return advice === "true";
  return response.status === 409 || response.status >= 500;
}

/** A caller of Stripe's v1 API with one secret key; answers the parsed JSON of a 2xx answer. */
export function stripeApi(secretKey: string, options: StripeApiOptions = {}) {
  const baseUrl = options.baseUrl ?? "https://api.stripe.com";
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const firstDelayMs = options.retryDelayMs ?? retryDelayMs;

  async function attempts({ method, path, params, idempotencyKey }: StripeRequest, deadline: AbortSignal) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${secretKey}`,
      "stripe-version": stripeApiVersion,
      accept: "application/json",
    };
    let body: string | undefined;
    if (method === "POST") {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["idempotency-key"] = idempotencyKey ?? randomUUID();
      body = stripeForm(params ?? {});
    }
    for (let attempt = 0; ; attempt++) {
      let response: HttpAnswer;
      try {
        response = await httpCall(`${baseUrl}${path}`, { method, headers, body, signal: deadline });
      } catch (failure) {
        // No answer (refused, reset): the idempotency key makes sending a POST again safe.
        if (attempt < maxRetries && !deadline.aborted) {
          await pause(firstDelayMs, attempt, deadline);
          continue;
        }
        throw new StripeApiError(
          "Stripe could not be reached",
          { type: "connection_error" },
          { cause: failure },
        );
      }
      if (response.status >= 200 && response.status < 300) return JSON.parse(response.text) as unknown;
      if (attempt < maxRetries && worthRetrying(response)) {
        await pause(firstDelayMs, attempt, deadline);
        continue;
      }
      throw errorOf(response);
    }
  }

  return async function call(request: StripeRequest): Promise<unknown> {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      return await attempts(request, deadline);
    } catch (error) {
      if (!deadline.aborted || (error instanceof StripeApiError && error.statusCode)) throw error;
      throw new StripeApiError(
        `Stripe did not answer within ${timeoutMs} ms`,
        { type: "timeout" },
        { cause: error },
      );
    }
  };
}

export type StripeApi = ReturnType<typeof stripeApi>;

/**
 * 0.5 s, then 1 s, with jitter (half to all of it, never under the first delay), as stripe-node
 * waits; cut short by the deadline.
 */
function pause(firstDelayMs: number, attempt: number, deadline: AbortSignal): Promise<void> {
  const ms = Math.max(firstDelayMs, firstDelayMs * 2 ** attempt * (0.5 + Math.random() / 2));
  return sleep(ms, undefined, { signal: deadline });
}
