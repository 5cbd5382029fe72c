import type { MailMessage } from "@tembea/functions/core/mail/mail";
import type { MailSender } from "@tembea/functions/core/mail/mail-queue";
import { deliverBySes } from "@tembea/functions/core/mail/ses";
import { logger } from "@tembea/functions/platform/logger";

/**
 * How the local queue tries again: after a quarter second, doubling up to five seconds, for at most
 * fifteen minutes (in AWS: five receives three minutes apart, then the dead-letter queue).
 */
export const localMailRetry = { firstDelayMs: 250, maxDelayMs: 5_000, giveUpAfterMs: 15 * 60_000 };

interface WaitingMail {
  message: MailMessage;
  since: number;
  attempts: number;
  timer: NodeJS.Timeout;
}
const waiting = new Set<WaitingMail>();

/**
 * The local stand-in for the SQS mail queue: a mail the SES twin did not take
 * waits here, in the twin's process, and is tried again with backoff until SES takes it, so a
 * confirmation survives the SES twin being down. A mail still refused after `giveUpAfterMs` is
 * dropped with an error log (the dead-letter queue of AWS); mails still waiting when the process
 * stops are lost, which the twin accepts for its development data.
 */
export function queueLocalMail(message: MailMessage, deliver: typeof deliverBySes = deliverBySes): void {
  const entry: WaitingMail = { message, since: Date.now(), attempts: 1, timer: undefined as never };
  waiting.add(entry);
  const retry = () => {
    const delay = Math.min(
      localMailRetry.firstDelayMs * 2 ** (entry.attempts - 1),
      localMailRetry.maxDelayMs,
    );
    entry.timer = setTimeout(async () => {
      entry.attempts += 1;
      try {
        await deliver(entry.message);
        waiting.delete(entry);
        logger.info("queued mail sent", { attempts: entry.attempts });
      } catch (error) {
        if (Date.now() - entry.since >= localMailRetry.giveUpAfterMs) {
          waiting.delete(entry);
          logger.error("queued mail given up", {
            subject: entry.message.subject,
            attempts: entry.attempts,
            error: error instanceof Error ? error.message : String(error),
          });
          return;
        }
        retry();
      }
    }, delay);
    // Waiting mail never keeps a process alive on its own.
    entry.timer.unref();
  };
  retry();
}

/** How many mails wait for the SES twin (tests and the twin's log). */
export function localMailsWaiting(): number {
  return waiting.size;
}

/**
 * The twin's mail sender (the mail port, functions/src/core/ports.ts): straight to the SES twin; a
 * mail it does not take waits in the queue above until SES is back, so the answer is true.
 */
export const sendMailLocally: MailSender = async (message) => {
  try {
    await deliverBySes(message);
  } catch (error) {
    logger.warn("mail not sent; queued to try again", {
      error: error instanceof Error ? error.message : String(error),
    });
    queueLocalMail(message);
  }
  return true;
};
