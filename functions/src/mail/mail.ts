import { logger } from "../middleware/logger.js";
import { enqueueMail, mailQueueUrlVariable } from "./mail-queue.js";
import { deliverBySes } from "./ses.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends a mail and never throws: a mail failure must not fail or undo the user's action.
 * In AWS (MAIL_QUEUE_URL set) the mail is put on the SQS queue, whose consumer sends it through SES
 * and retries, then parks it in the dead-letter queue (infra/cdk/mail-queue.ts). Locally it goes
 * straight to the SES twin. Either hand-over is tried a few times; false when it never succeeded.
 */
export async function sendMail(message: MailMessage, attempts = 3): Promise<boolean> {
  const queueUrl = process.env[mailQueueUrlVariable];
  const handOver = queueUrl ? () => enqueueMail(message, queueUrl) : () => deliverBySes(message);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await handOver();
      return true;
    } catch (error) {
      logger.warn(queueUrl ? "mail not queued" : "mail not sent", {
        attempt,
        error: error instanceof Error ? error.message : String(error),
      });
      if (attempt < attempts) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  }
  logger.error("mail given up", { subject: message.subject });
  return false;
}
