import type { SESv2Client, SESv2ClientConfig } from "@aws-sdk/client-sesv2";
import { requireRuntimeSdk, runtimeClient } from "../../platform/runtime-sdk.js";
import type { MailMessage } from "./message.js";

/**
 * Set in AWS when SES sends from another region than the function runs in (CDK context `sesRegion`:
 * the sender is verified, and out of the sandbox, there). Unset, the client takes the function's own
 * region, as the SDK does.
 */
export const sesRegionVariable = "SES_REGION";

/**
 * The SES configuration set every mail is sent with (set by the stack where it creates the identity):
 * SES counts its bounces and complaints in CloudWatch for the dashboard, with no code of ours.
 */
export const sesConfigurationSetVariable = "SES_CONFIGURATION_SET";

/** The SES client's settings: the local twin's endpoint (SES_ENDPOINT) and the sending region. */
export function sesClientConfig(env: NodeJS.ProcessEnv = process.env): SESv2ClientConfig {
  const endpoint = env.SES_ENDPOINT;
  const region = env[sesRegionVariable];
  return { ...(endpoint ? { endpoint } : {}), ...(region ? { region } : {}) };
}

/**
 * The SES client is loaded with the first mail, not with the function: most invocations of a function
 * that can send mail send none (a refused request, a job with nothing due), and in AWS only the mail
 * queue's consumer talks to SES. Required, not imported (platform/runtime-sdk.ts).
 */
const sesModule = () => requireRuntimeSdk("@aws-sdk/client-sesv2") as typeof import("@aws-sdk/client-sesv2");

let client: SESv2Client | undefined;
function ses(): SESv2Client {
  const { SESv2Client } = sesModule();
  client ??= runtimeClient(new SESv2Client(sesClientConfig()));
  return client;
}

/** What SendEmail takes besides the message: the sender, and the configuration set when there is one. */
export function sendingOptions(env: NodeJS.ProcessEnv = process.env) {
  const configurationSet = env[sesConfigurationSetVariable];
  return {
    FromEmailAddress: env.MAIL_FROM ?? "Tembea <no-reply@tembea.travel>",
    ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
  };
}

/** One attempt to hand a mail to SES; throws when SES refuses or cannot be reached. */
export async function deliverBySes(message: MailMessage): Promise<void> {
  const { SendEmailCommand } = sesModule();
  await ses().send(
    new SendEmailCommand({
      ...sendingOptions(),
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: "UTF-8" },
          Body: {
            Text: { Data: message.text, Charset: "UTF-8" },
            Html: { Data: message.html, Charset: "UTF-8" },
          },
        },
      },
    }),
  );
}
