import {
  aws_cloudwatch_actions as actions,
  type aws_apigatewayv2 as apigw,
  aws_cloudwatch as cloudwatch,
  Duration,
  type aws_lambda as lambda,
  Stack,
  aws_sns as sns,
  type aws_sqs as sqs,
  aws_sns_subscriptions as subscriptions,
} from "aws-cdk-lib";
import { Construct } from "constructs";

export interface MonitoringProps {
  stage: string;
  /** Subscribed by e-mail when given; SES is not involved, SNS mails the confirmation link itself. */
  alarmEmail?: string;
}

const fiveMinutes = Duration.minutes(5);

/**
 * Tells us when something breaks: every alarm goes to one SNS topic (alarm and recovery). Errors are
 * counted per function, so the alarm's name says which use case fails.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, "AlarmTopic", {
      displayName: `Tembea ${props.stage} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    this.action = new actions.SnsAction(this.topic);
  }

  private notify(alarm: cloudwatch.Alarm): cloudwatch.Alarm {
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }

  /**
   * Where a function's alarm goes: here, or beside the function when it lives in another (nested)
   * stack, so an endpoint's resources all count against its own stack's 500 (api-groups.ts).
   */
  private alarmScope(fn: lambda.IFunction): Construct {
    const stack = Stack.of(fn);
    if (stack === Stack.of(this)) return this;
    return (stack.node.tryFindChild("Alarms") as Construct | undefined) ?? new Construct(stack, "Alarms");
  }

  /**
   * One alarm per function for errors and throttles together (an expression over both metrics):
   * either means requests failed, and one alarm instead of two keeps the stack far from
   * CloudFormation's 500-resource limit as endpoints are added.
   */
  watchFunction(id: string, fn: lambda.IFunction): cloudwatch.Alarm {
    return this.notify(
      new cloudwatch.Alarm(this.alarmScope(fn), `${id}Failures`, {
        alarmDescription: `${id}: the function threw or was throttled (see its Errors and Throttles metrics and its log group)`,
        metric: new cloudwatch.MathExpression({
          expression: "errors + throttles",
          usingMetrics: {
            errors: fn.metricErrors({ period: fiveMinutes, statistic: "Sum" }),
            throttles: fn.metricThrottles({ period: fiveMinutes, statistic: "Sum" }),
          },
          label: `${id} errors + throttles`,
          period: fiveMinutes,
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** 5xx answers (our INTERNAL errors, timeouts, throttled integrations) and slow answers. */
  watchApi(api: apigw.HttpApi): void {
    this.notify(
      new cloudwatch.Alarm(this, "Api5xx", {
        alarmDescription: "The API answered 5xx at least 5 times in 5 minutes",
        metric: api.metricServerError({ period: fiveMinutes, statistic: "Sum" }),
        threshold: 5,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
    this.notify(
      new cloudwatch.Alarm(this, "ApiLatency", {
        alarmDescription: "The API's p95 latency stayed above 2 seconds for 15 minutes",
        metric: api.metricLatency({ period: fiveMinutes, statistic: "p95" }),
        threshold: 2000,
        evaluationPeriods: 3,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** A photo upload the processing function gave up on (three attempts): it stays `processing` until redriven. */
  watchPhotoDeadLetters(deadLetterQueue: sqs.IQueue): void {
    this.notify(
      new cloudwatch.Alarm(this, "PhotoDeadLetters", {
        alarmDescription:
          "A tour photo upload failed processing three times: fix the cause, then redrive the queue to the function",
        metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: fiveMinutes,
          statistic: "Maximum",
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** Any message in the dead-letter queue is a mail nobody received; a stuck queue means none are sent. */
  watchMailQueue(queue: sqs.IQueue, deadLetterQueue: sqs.IQueue): void {
    this.notify(
      new cloudwatch.Alarm(this, "MailDeadLetters", {
        alarmDescription:
          "Mail in the dead-letter queue: SES refused it five times. Fix the cause, then redrive (docs/deploy.md)",
        metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: fiveMinutes,
          statistic: "Maximum",
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
    this.notify(
      new cloudwatch.Alarm(this, "MailQueueStuck", {
        alarmDescription:
          "The oldest queued mail has waited more than 30 minutes: the consumer is not sending",
        metric: queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: "Maximum" }),
        threshold: 30 * 60,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
