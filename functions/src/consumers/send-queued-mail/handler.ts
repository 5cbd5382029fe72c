import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy from "@middy/core";
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from "aws-lambda";
import { QueuedMailSchema } from "../../core/mail/mail-queue.js";
import { deliverBySes } from "../../core/mail/ses.js";
import { logger } from "../../platform/logger.js";
import { traceInvocation } from "../../platform/tracing.js";

/**
 * The mail queue's consumer (AWS only): sends each queued mail through SES. A mail SES did not take
 * is reported back as a batch item failure, so SQS offers it again later and, after the queue's
 * maxReceiveCount, moves it to the dead-letter queue (whose depth raises an alarm). The other mails
 * of the batch are not sent twice.
 */
export async function sendQueuedMail(
  event: SQSEvent,
  deliver: typeof deliverBySes = deliverBySes,
): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  for (const record of event.Records) {
    try {
      const message = QueuedMailSchema.parse(JSON.parse(record.body));
      await deliver(message);
    } catch (error) {
      logger.warn("queued mail not sent", {
        messageId: record.messageId,
        receiveCount: record.attributes.ApproximateReceiveCount,
        error: error instanceof Error ? error.message : String(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

export const handler = middy<SQSEvent, SQSBatchResponse>()
  // Traced: each SES call a subsegment of the invocation (docs/decisions/0030-tracer-where-it-pays.md).
  .use(traceInvocation())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler((event) => sendQueuedMail(event));
