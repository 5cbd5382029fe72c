import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { hasValidStripeSignature, stripeSignatureHeader } from "./stripe-signature.js";

// The real SDK (a devDependency kept for this cross-check only) signs and verifies against ours.
const sdk = new Stripe("sk_test_unused").webhooks;
const secret = "whsec_test_cross_check";
const payload = JSON.stringify({
  id: "evt_1",
  type: "checkout.session.completed",
  data: { object: { metadata: { bookingId: "b-1" }, description: "Zanzibar · 2027-02-01 – 2027-02-10" } },
});
const now = Date.now();
const seconds = Math.floor(now / 1000);

describe("Stripe's webhook signature", () => {
  it("accepts what the SDK signs", () => {
    const header = sdk.generateTestHeaderString({ payload, secret });
    expect(hasValidStripeSignature(payload, header, secret)).toBe(true);
  });

  it("makes the very header the SDK makes, and the SDK accepts it", () => {
    const ours = stripeSignatureHeader(payload, secret, now);
    expect(ours).toBe(sdk.generateTestHeaderString({ payload, secret, timestamp: seconds }));
    expect(() => sdk.constructEvent(payload, ours, secret)).not.toThrow();
  });

  it("accepts any matching v1 among several (a secret being rolled) and ignores other schemes", () => {
    const good = stripeSignatureHeader(payload, secret, now).split(",v1=")[1];
    const other = stripeSignatureHeader(payload, "whsec_old", now).split(",v1=")[1];
    const header = `t=${seconds},v0=${other},v1=${other},v1=${good}`;
    expect(hasValidStripeSignature(payload, header, secret)).toBe(true);
    expect(() => sdk.constructEvent(payload, header, secret)).not.toThrow();
    expect(hasValidStripeSignature(payload, `t=${seconds},v0=${good}`, secret)).toBe(false);
  });

  it("refuses a changed body, a wrong secret, another timestamp, or a missing header", () => {
    const header = stripeSignatureHeader(payload, secret, now);
    expect(hasValidStripeSignature(payload.replace("b-1", "b-2"), header, secret)).toBe(false);
    expect(hasValidStripeSignature(`${payload}\n`, header, secret)).toBe(false);
    expect(hasValidStripeSignature(payload, header, "whsec_wrong")).toBe(false);
    expect(hasValidStripeSignature(payload, header.replace(`t=${seconds}`, `t=${seconds + 1}`), secret)).toBe(
      false,
    );
    expect(hasValidStripeSignature(payload, undefined, secret)).toBe(false);
    expect(hasValidStripeSignature(payload, "", secret)).toBe(false);
    expect(hasValidStripeSignature("", header, secret)).toBe(false);
  });

  it("refuses a header without a timestamp or without a v1 signature, or with a shortened one", () => {
    const header = stripeSignatureHeader(payload, secret, now);
    const signature = header.split(",v1=")[1] ?? "";
    expect(hasValidStripeSignature(payload, `v1=${signature}`, secret)).toBe(false);
    expect(hasValidStripeSignature(payload, `t=${seconds}`, secret)).toBe(false);
    expect(hasValidStripeSignature(payload, `t=${seconds},v1=${signature.slice(0, 63)}`, secret)).toBe(false);
    expect(hasValidStripeSignature(payload, `t=now,v1=${signature}`, secret)).toBe(false);
  });

  it("refuses an event signed more than five minutes ago, as the SDK does", () => {
    const fiveMinutesAgo = stripeSignatureHeader(payload, secret, now - 300_000);
    const older = stripeSignatureHeader(payload, secret, now - 301_000);
    expect(hasValidStripeSignature(payload, fiveMinutesAgo, secret, now)).toBe(true);
    expect(hasValidStripeSignature(payload, older, secret, now)).toBe(false);
    expect(() => sdk.constructEvent(payload, older, secret)).toThrow(/tolerance/);
    // The SDK makes old headers too: ours refuses them the same way.
    const sdkOld = sdk.generateTestHeaderString({ payload, secret, timestamp: seconds - 301 });
    expect(hasValidStripeSignature(payload, sdkOld, secret, now)).toBe(false);
  });
});
