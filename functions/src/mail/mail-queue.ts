import { SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import * as z from "zod/mini";
import type { MailMessage } from "./mail.js";

/** Set in AWS (the CDK stack's mail queue); unset locally, where mail goes straight to the SES twin. */
export const mailQueueUrlVariable = "MAIL_QUEUE_URL";

/** What travels through the queue: the rendered mail, so the consumer needs no templates or data. */
export const QueuedMailSchema = z.object({
  to: z.string().check(z.minLength(1)),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
}) satisfies z.ZodMiniType<MailMessage>;

export type QueueClient = Pick<SQSClient, "send">;

let client: QueueClient | undefined;
function sqs(): QueueClient {
  client ??= new SQSClient({});
  return client;
}

/** Puts one mail on the queue; throws when SQS refuses or cannot be reached. */
export async function enqueueMail(
  message: MailMessage,
  queueUrl: string,
  queue: QueueClient = sqs(),
): Promise<void> {
  const body: MailMessage = QueuedMailSchema.parse(message);
  await queue.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
}
