import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { logger } from "../middleware/logger.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let client: SESv2Client | undefined;
function ses(): SESv2Client {
  client ??= new SESv2Client(process.env.SES_ENDPOINT ? { endpoint: process.env.SES_ENDPOINT } : {});
  return client;
}

const sender = () => process.env.MAIL_FROM ?? "Tembea <no-reply@tembea.travel>";

async function deliver(message: MailMessage): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: sender(),
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

/**
 * Sends a mail with a few retries and never throws: a mail failure must not fail or undo the
 * user's action. (The SQS queue with a dead-letter queue that the design asks for in AWS replaces
 * the in-call retries when it lands; callers stay the same.)
 */
export async function sendMail(message: MailMessage, attempts = 3): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await deliver(message);
      return true;
    } catch (error) {
      logger.warn("mail not sent", {
        attempt,
        error: error instanceof Error ? error.message : String(error),
      });
      if (attempt < attempts) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  }
  logger.error("mail given up", { subject: message.subject });
  return false;
}
