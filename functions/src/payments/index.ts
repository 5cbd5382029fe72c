import type { PaymentGateway } from "./gateway.js";
import { localGateway } from "./local-gateway.js";
import { stripeGateway } from "./stripe-gateway.js";

/** Stripe when a secret key is configured (AWS, or a developer testing with Stripe's test mode). */
export function paymentGateway(): PaymentGateway {
  const key = process.env.STRIPE_SECRET_KEY;
  return key ? stripeGateway(key) : localGateway;
}
