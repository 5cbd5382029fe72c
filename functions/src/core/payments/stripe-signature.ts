import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Stripe's webhook signature (docs.stripe.com/webhooks/signature, "verify manually"), as stripe-node's
 * Webhooks module checks and makes it; ours so that the payment Lambdas need not bundle the SDK
 * (see stripe-api.ts). The `Stripe-Signature` header is `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`
 * (several v1 while an endpoint's secret is being rolled, other schemes such as v0 are ignored);
 * each v1 is the HMAC-SHA256, keyed with the endpoint's secret, of `<t>.<raw body>`.
 */

/** Stripe's default: an event signed more than five minutes ago may be a replay. */
export const signatureToleranceSeconds = 300;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
}

/** The header Stripe would send for this payload (stripe-node's `generateTestHeaderString`). */
export function stripeSignatureHeader(payload: string, secret: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/**
 * Whether the header carries a v1 signature of this exact raw body by this secret, made at most
 * `signatureToleranceSeconds` ago. Any matching v1 counts; each is compared in constant time.
 */
export function hasValidStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  if (!payload || !header || !secret) return false;
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const item of header.split(",")) {
    const [key, value = ""] = item.split("=");
    if (key === "t") timestamp = Number.parseInt(value, 10);
    else if (key === "v1") signatures.push(value);
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload));
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches && Math.floor(now / 1000) - timestamp <= signatureToleranceSeconds;
}
