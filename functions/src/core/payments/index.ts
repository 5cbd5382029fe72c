import type { PaymentGateway } from "./gateway.js";
import { localGateway } from "./local-gateway.js";
import { stripeGateway } from "./stripe-gateway.js";
import { runsInAws, stripeSecrets } from "./stripe-secrets.js";

/** Stripe when a secret key is configured (AWS, or a developer testing with Stripe's test mode). */
export async function paymentGateway(): Promise<PaymentGateway> {
  const { secretKey } = await stripeSecrets();
  if (secretKey) return stripeGateway(secretKey);
  if (runsInAws())
    throw new Error("No Stripe secret key: set it in the stage's Stripe secret (docs/deploy.md)");
  return localGateway;
}
