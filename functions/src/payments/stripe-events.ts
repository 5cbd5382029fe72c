import { TripPaymentPartSchema } from "@tembea/shared";
import Stripe from "stripe";
import type { PaymentEvent } from "./gateway.js";
import { stripeSecrets } from "./stripe-secrets.js";

export class SignatureError extends Error {
  constructor() {
    super("payment event signature invalid");
    this.name = "SignatureError";
  }
}

/** Only the webhook helpers are used here, which need no API key. */
const stripe = new Stripe("sk_webhooks_only");

async function webhookSecret(): Promise<string> {
  const { webhookSecret: secret } = await stripeSecrets();
  if (!secret) throw new Error("No Stripe webhook secret is configured");
  return secret;
}

/**
 * Verifies the signature over the raw body (Stripe's own check, with its five-minute tolerance)
 * and reduces the event to what the booking flow needs.
 */
export async function readPaymentEvent(
  rawBody: string,
  signature: string | undefined,
): Promise<PaymentEvent> {
  const secret = await webhookSecret();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    throw new SignatureError();
  }
  if (event.type === "checkout.session.completed" || event.type === "checkout.session.expired") {
    const metadata = event.data.object.metadata;
    const tripRequestId = metadata?.tripRequestId;
    if (tripRequestId) {
      // An unpaid trip checkout holds nothing, so only its completion matters.
      const part = TripPaymentPartSchema.safeParse(metadata?.paymentPart);
      const amountChf = event.data.object.amount_total;
      if (event.type !== "checkout.session.completed" || !part.success || typeof amountChf !== "number")
        return { id: event.id, kind: "ignored" };
      return { id: event.id, kind: "trip-payment", tripRequestId, part: part.data, amountChf };
    }
    const bookingId = metadata?.bookingId;
    if (!bookingId) return { id: event.id, kind: "ignored" };
    return {
      id: event.id,
      kind: event.type === "checkout.session.completed" ? "completed" : "expired",
      bookingId,
    };
  }
  return { id: event.id, kind: "ignored" };
}

/** Signs a payload as Stripe does; the local checkout page uses it to post its events. */
export async function signLikeStripe(payload: string, secret?: string): Promise<string> {
  return stripe.webhooks.generateTestHeaderString({ payload, secret: secret ?? (await webhookSecret()) });
}
