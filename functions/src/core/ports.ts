import { sendMailThroughQueue } from "./mail/mail-queue.js";
import type { MailSender } from "./mail/message.js";
import type { PaymentGateway } from "./payments/gateway.js";
import { stripeGateway } from "./payments/stripe-gateway.js";
import { stripeSecrets } from "./payments/stripe-secrets.js";

/**
 * The one place where the functions' ports get their adapters (docs/decisions/0016-twin-outside-lambdas.md).
 * The defaults are AWS's, and this module imports nothing else: a Lambda bundle holds no local
 * adapter (infra/cdk/bundles-hold-no-twin.test.ts checks every bundle). The local twin
 * (infra/local/src/twin.ts) and the functions' tests (functions/test/setup-env.ts) install the local
 * adapters with `installLocalPorts` before any handler runs.
 *
 * DynamoDB, Cognito, SES and S3 are no ports here: their twins speak the AWS APIs, so the same
 * SDK clients reach them through the endpoint variables (DYNAMODB_ENDPOINT, COGNITO_ENDPOINT,
 * SES_ENDPOINT, S3_ENDPOINT). Mail and payments differ: SQS and Stripe have no twin server.
 */
export interface Ports {
  /** AWS: onto the SQS mail queue (MAIL_QUEUE_URL), whose consumer sends through SES. */
  mail: MailSender;
  /**
   * The checkout used when no Stripe secret key is configured. AWS: none, so a missing key is an
   * error there; the twin installs its local checkout page.
   */
  checkoutWithoutStripeKey: PaymentGateway | undefined;
}

// One slot per port, not one object of all: a bundle that only pays keeps no mail sender, and one
// that only mails no Stripe client (esbuild drops a slot nothing reads), so each Lambda's imports,
// which infra/cdk/tembea-stack.test.ts holds to its declared permissions, stay its own.
let mail: MailSender = sendMailThroughQueue;
let checkoutWithoutStripeKey: PaymentGateway | undefined;

/** For the twin and tests, once at startup. */
export function installLocalPorts(local: Ports): void {
  mail = local.mail;
  checkoutWithoutStripeKey = local.checkoutWithoutStripeKey;
}

/** Sends a mail through the installed sender; never throws (false: the mail was given up). */
export function sendMail(...args: Parameters<MailSender>): Promise<boolean> {
  return mail(...args);
}

/**
 * The payment provider, by one rule: Stripe when a secret key is configured (AWS, or a developer
 * trying Stripe's test mode with STRIPE_SECRET_KEY), else the installed local checkout (the twin
 * and tests), else an error (AWS without its key).
 */
export async function paymentGateway(): Promise<PaymentGateway> {
  const { secretKey } = await stripeSecrets();
  if (secretKey) return stripeGateway(secretKey);
  if (checkoutWithoutStripeKey) return checkoutWithoutStripeKey;
  throw new Error("No Stripe secret key: set it in the stage's Stripe secret (docs/deploy.md)");
}
