import { aws_secretsmanager as secretsmanager } from "aws-cdk-lib";
import { Construct } from "constructs";

/**
 * Stripe's keys live in Secrets Manager, never in code or environment literals. The stack creates
 * the secret empty; after the first deploy an operator stores {"secretKey", "webhookSecret"} in it
 * (docs/deploy.md). Until then bookings answer CHECKOUT_UNAVAILABLE instead of taking places.
 */
export class Payments extends Construct {
  readonly stripeSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.stripeSecret = new secretsmanager.Secret(this, "StripeSecret", {
      description: 'Tembea: Stripe keys as JSON {"secretKey": "sk_…", "webhookSecret": "whsec_…"}',
      secretObjectValue: {},
    });
  }
}
