import { logger } from "../../platform/logger.js";
import { queueLocalMail } from "./local-mail-queue.js";
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
 * and retries, then parks it in the dead-letter queue (infra/cdk/mail-queue.ts); putting it on the
 * queue is tried `attempts` times, false when it never succeeded. Locally the mail goes straight to
 * the SES twin; one it does not take waits in the in-process queue (`local-mail-queue.ts`), which
 * tries again until SES is back, so the answer is true.
 */
export async function sendMail(message: MailMessage, attempts = 3): Promise<boolean> {
  const queueUrl = process.env[mailQueueUrlVariable];
  if (!queueUrl) {
    try {
      await deliverBySes(message);
    } catch (error) {
      logger.warn("mail not sent; queued to try again", {
        error: error instanceof Error ? error.message : String(error),
      });
      queueLocalMail(message);
    }
    return true;
  }
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await enqueueMail(message, queueUrl);
      return true;
    } catch (error) {
      logger.warn("mail not queued", {
        attempt,
        error: error instanceof Error ? error.message : String(error),
      });
      if (attempt < attempts) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  }
  logger.error("mail given up", { subject: message.subject });
  return false;
}
