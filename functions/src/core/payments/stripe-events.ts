import { LocaleSchema, TripPaymentPartSchema } from "@tembea/shared";
import type { PaymentEvent } from "./gateway.js";
import { stripeSecrets } from "./stripe-secrets.js";
import { hasValidStripeSignature, stripeSignatureHeader } from "./stripe-signature.js";

export class SignatureError extends Error {
  constructor() {
    super("payment event signature invalid");
    this.name = "SignatureError";
  }
}

/** The part of a Stripe event the booking flow reads; a checkout event's object is the session. */
interface StripeEvent {
  id: string;
  type: string;
  data: {
    object: {
      id?: unknown;
      metadata?: Record<string, string> | null;
      amount_total?: number | null;
      currency?: unknown;
      /** A charge's: what went back so far, in all (charge.refunded). */
      amount_refunded?: unknown;
      /** A refund's: what it pays back (refund.updated). */
      amount?: unknown;
      status?: unknown;
    };
  };
}

async function webhookSecret(): Promise<string> {
  const { webhookSecret: secret } = await stripeSecrets();
  if (!secret) throw new Error("No Stripe webhook secret is configured");
  return secret;
}

/**
 * Verifies the signature over the raw body (Stripe's scheme, with its five-minute tolerance:
 * stripe-signature.ts) and reduces the event to what the booking flow needs.
 */
export async function readPaymentEvent(
  rawBody: string,
  signature: string | undefined,
): Promise<PaymentEvent> {
  const secret = await webhookSecret();
  if (!hasValidStripeSignature(rawBody, signature, secret)) throw new SignatureError();
  let event: StripeEvent;
  try {
    event = JSON.parse(rawBody);
  } catch {
    // Signed with our secret yet not JSON: refused like a bad signature, as the SDK did.
    throw new SignatureError();
  }
  if (event.type === "checkout.session.completed" || event.type === "checkout.session.expired") {
    const session = event.data.object;
    const metadata = session.metadata;
    // What the session charged, for the webhook to compare with what the server computed.
    const currency = typeof session.currency === "string" ? session.currency : undefined;
    const tripRequestId = metadata?.tripRequestId;
    if (tripRequestId) {
      // An unpaid trip checkout holds nothing, so only its completion matters.
      const part = TripPaymentPartSchema.safeParse(metadata?.paymentPart);
      const amountChf = session.amount_total;
      if (event.type !== "checkout.session.completed" || !part.success || typeof amountChf !== "number")
        return { id: event.id, kind: "ignored" };
      const offerSentAt = metadata?.offerSentAt;
      const totalChf = Number(metadata?.offerTotalChf);
      const accepted =
        typeof offerSentAt === "string" && Number.isInteger(totalChf) && totalChf > 0
          ? { accepted: { offerSentAt, totalChf } }
          : {};
      const locale = LocaleSchema.safeParse(metadata?.locale);
      return {
        id: event.id,
        kind: "trip-payment",
        tripRequestId,
        part: part.data,
        amountChf,
        currency,
        ...accepted,
        ...(locale.success && { locale: locale.data }),
      };
    }
    const bookingId = metadata?.bookingId;
    if (!bookingId) return { id: event.id, kind: "ignored" };
    return {
      id: event.id,
      kind: event.type === "checkout.session.completed" ? "completed" : "expired",
      bookingId,
      sessionId: typeof session.id === "string" ? session.id : undefined,
      amount: typeof session.amount_total === "number" ? session.amount_total : undefined,
      currency,
    };
  }
  if (event.type === "charge.refunded" || event.type === "refund.updated") return refundEventOf(event);
  return { id: event.id, kind: "ignored" };
}

/**
 * A booking's money went back. `charge.refunded`: the charge names the booking through the metadata its
 * checkout gave the payment, and says what went back in all; `refund.updated` to `succeeded`: the
 * refund names it through the metadata our refund request gave it (payments made before checkouts
 * passed the booking on to them have only this one). Anything else is not ours to act on.
 */
function refundEventOf(event: StripeEvent): PaymentEvent {
  const object = event.data.object;
  const bookingId = object.metadata?.bookingId;
  const charge = event.type === "charge.refunded";
  const amountChf = charge ? object.amount_refunded : object.amount;
  if (!bookingId || typeof amountChf !== "number" || (!charge && object.status !== "succeeded"))
    return { id: event.id, kind: "ignored" };
  return {
    id: event.id,
    kind: "refunded",
    bookingId,
    amountChf,
    currency: typeof object.currency === "string" ? object.currency : undefined,
    refundId: !charge && typeof object.id === "string" ? object.id : undefined,
  };
}

/** Signs a payload as Stripe does; the local checkout page uses it to post its events. */
export async function signLikeStripe(payload: string, secret?: string): Promise<string> {
  return stripeSignatureHeader(payload, secret ?? (await webhookSecret()));
}
