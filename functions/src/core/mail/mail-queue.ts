import type { SQSClient } from "@aws-sdk/client-sqs";
import * as z from "zod/mini";
import { requireRuntimeSdk } from "../../platform/runtime-sdk.js";
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

/**
 * The SQS client is loaded with the first mail, not with the function: most invocations of a function
 * that can send mail send none (a refused request, a job with nothing due). Required, not imported
 * (platform/runtime-sdk.ts).
 */
const sqsModule = () => requireRuntimeSdk("@aws-sdk/client-sqs") as typeof import("@aws-sdk/client-sqs");

let client: QueueClient | undefined;
function sqs(): QueueClient {
  const { SQSClient } = sqsModule();
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
  const { SendMessageCommand } = sqsModule();
  await queue.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
}
