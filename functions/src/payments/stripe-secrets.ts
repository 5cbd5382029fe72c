import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import * as z from "zod/mini";

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
 * absent the local checkout page stands in.
 */
export async function stripeSecrets(): Promise<StripeSecrets> {
  const arn = process.env.STRIPE_SECRET_ARN;
  if (!arn) {
    return { secretKey: process.env.STRIPE_SECRET_KEY, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET };
  }
  fromSecretsManager ??= new SecretsManagerClient({})
    .send(new GetSecretValueCommand({ SecretId: arn }))
    .then(({ SecretString }) => SecretSchema.parse(JSON.parse(SecretString ?? "{}")))
    .catch((error: unknown) => {
      fromSecretsManager = undefined; // try again on the next request
      throw error;
    });
  return fromSecretsManager;
}

/** Inside a Lambda there is no local checkout page to fall back to. */
export const runsInAws = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
