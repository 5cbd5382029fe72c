import * as z from "zod/mini";
import { requireRuntimeSdk, runtimeClient } from "../../platform/runtime-sdk.js";

export interface StripeSecrets {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
}

const SecretSchema = z.object({
  secretKey: z.string().check(z.minLength(1)),
  webhookSecret: z.string().check(z.minLength(1)),
});
let fromSecretsManager: Promise<StripeSecrets> | undefined;

/**
 * Stripe's keys. In AWS they live in Secrets Manager (STRIPE_SECRET_ARN names the secret, read once
 * per container); on a developer's machine they may come from the environment, and when they are
 * absent the local checkout page stands in (core/ports.ts).
 */
export async function stripeSecrets(): Promise<StripeSecrets> {
  const arn = process.env.STRIPE_SECRET_ARN;
  if (!arn) {
    return { secretKey: process.env.STRIPE_SECRET_KEY, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET };
  }
  fromSecretsManager ??= readSecret(arn).catch((error: unknown) => {
    fromSecretsManager = undefined; // try again on the next request
    throw error;
  });
  return fromSecretsManager;
}

/**
 * The Secrets Manager client is loaded here, with the first read, not with the function: a request
 * refused before it pays needs no key. Required, not imported (platform/runtime-sdk.ts).
 */
async function readSecret(arn: string): Promise<StripeSecrets> {
  const { GetSecretValueCommand, SecretsManagerClient } = requireRuntimeSdk(
    "@aws-sdk/client-secrets-manager",
  ) as typeof import("@aws-sdk/client-secrets-manager");
  const { SecretString } = await runtimeClient(new SecretsManagerClient({})).send(
    new GetSecretValueCommand({ SecretId: arn }),
  );
  return SecretSchema.parse(JSON.parse(SecretString ?? "{}"));
}
