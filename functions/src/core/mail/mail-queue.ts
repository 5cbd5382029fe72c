import type { SQSClient } from "@aws-sdk/client-sqs";
import * as z from "zod/mini";
import { logger } from "../../platform/logger.js";
import { requireRuntimeSdk, runtimeClient } from "../../platform/runtime-sdk.js";
import type { MailMessage } from "./message.js";

export type { MailSender } from "./message.js";

/** Set in AWS (the CDK stack's mail queue); the twin sends through its own adapter instead. */
export const mailQueueUrlVariable = "MAIL_QUEUE_URL";

/** What travels through the queue: the rendered mail, so the consumer needs no templates or data. */
export const QueuedMailSchema = z.object({
  to: z.string().check(z.minLength(1)),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
}) satisfies z.ZodMiniType<MailMessage>;

export type QueueClient = Pick<SQSClient, "send">;

/**
 * The SQS client is loaded with the first mail, not with the function: most invocations of a function
 * that can send mail send none (a refused request, a job with nothing due). Required, not imported
 * (platform/runtime-sdk.ts).
 */
const sqsModule = () => requireRuntimeSdk("@aws-sdk/client-sqs") as typeof import("@aws-sdk/client-sqs");

let client: QueueClient | undefined;
function sqs(): QueueClient {
  const { SQSClient } = sqsModule();
  client ??= runtimeClient(new SQSClient({}));
  return client;
}

/** Puts one mail on the queue; throws when SQS refuses or cannot be reached. */
export async function enqueueMail(
  message: MailMessage,
  queueUrl: string,
  queue: QueueClient = sqs(),
): Promise<void> {
  const body: MailMessage = QueuedMailSchema.parse(message);
  const { SendMessageCommand } = sqsModule();
  await queue.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
}

/**
 * The AWS mail sender: puts the mail on the SQS queue, whose consumer sends it through SES and
 * retries, then parks it in the dead-letter queue (infra/cdk/mail-queue.ts). Putting it on the
 * queue is tried `attempts` times; false when it never succeeded.
 */
export async function sendMailThroughQueue(message: MailMessage, attempts = 3): Promise<boolean> {
  const queueUrl = process.env[mailQueueUrlVariable];
  if (!queueUrl) {
    logger.error("mail not sent: no mail queue", {
      variable: mailQueueUrlVariable,
      subject: message.subject,
    });
    return false;
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
