import { sesConfigurationSetVariable, sesRegionVariable } from "@tembea/functions/core/mail/ses";
import {
  Duration,
  aws_iam as iam,
  type aws_logs as logs,
  Stack,
  type aws_ses as ses,
  aws_sqs as sqs,
} from "aws-cdk-lib";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { useCaseFunction } from "./use-case-function.js";

export interface MailQueueProps {
  /** The SES identity the consumer may send from, and the From address. */
  identity: ses.IEmailIdentity;
  senderAddress: string;
  /** The region SES sends from when not the function's own (the identity's ARN names it too). */
  sesRegion?: string | undefined;
  /** Sent with, when there is one (Mail.configurationSet). */
  configurationSet?: ses.IConfigurationSet | undefined;
  /** functions/src/consumers/send-queued-mail/handler.ts */
  consumerEntry: string;
  logRetention: logs.RetentionDays;
}

/** How often SES is tried for one mail before it is parked in the dead-letter queue. */
export const mailDeliveryAttempts = 5;
const consumerTimeout = Duration.seconds(30);

/**
 * Mail leaves the user's request through SQS: sendMail enqueues (fast, and the user's action never
 * waits for or fails on SES), the consumer sends through SES. A mail SES does not take comes back
 * after the visibility timeout; after five attempts it waits in the dead-letter queue for two weeks,
 * its depth raises an alarm, and an operator moves it back ("redrive", docs/deploy.md).
 */
export class MailQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly consumer: NodejsFunction;

  constructor(scope: Construct, id: string, props: MailQueueProps) {
    super(scope, id);
    this.deadLetterQueue = new sqs.Queue(this, "DeadLetterQueue", {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new sqs.Queue(this, "Queue", {
      // AWS's advice for a Lambda source: at least six times the function's timeout.
      visibilityTimeout: Duration.seconds(consumerTimeout.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: mailDeliveryAttempts },
    });

    this.consumer = useCaseFunction(this, "SendQueuedMail", {
      description: "sendQueuedMail: sends queued mail through SES",
      entry: props.consumerEntry,
      environment: {
        MAIL_FROM: props.senderAddress,
        ...(props.sesRegion ? { [sesRegionVariable]: props.sesRegion } : {}),
        ...(props.configurationSet
          ? { [sesConfigurationSetVariable]: props.configurationSet.configurationSetName }
          : {}),
      },
      logRetention: props.logRetention,
      timeout: consumerTimeout,
    });
    props.identity.grantSendEmail(this.consumer);
    // SES authorizes a send against the configuration set it names as well as the identity.
    if (props.configurationSet)
      this.consumer.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ["ses:SendEmail", "ses:SendRawEmail"],
          resources: [
            Stack.of(this).formatArn({
              service: "ses",
              resource: "configuration-set",
              resourceName: props.configurationSet.configurationSetName,
            }),
          ],
        }),
      );
    this.consumer.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 10,
        // Only the mails SES refused come back; the rest of the batch is not sent twice.
        reportBatchItemFailures: true,
        // SES has a sending rate (14/s once out of the sandbox); two consumers stay well below it.
        maxConcurrency: 2,
      }),
    );
  }
}
