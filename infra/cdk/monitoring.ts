import {
  type BusinessMetric,
  businessMetrics,
  metricsNamespace,
} from "@tembea/functions/platform/metric-names";
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
  /** Production only: a day without a confirmed booking raises an alarm (elsewhere it is normal). */
  production: boolean;
  /** Subscribed by e-mail when given; SES is not involved, SNS mails the confirmation link itself. */
  alarmEmail?: string;
}

const fiveMinutes = Duration.minutes(5);
const oneHour = Duration.hours(1);

/** What the technical row of the dashboard shows beside the business figures. */
export interface DashboardSources {
  api: apigw.HttpApi;
  /** Dead-letter queues by what they hold (mail, photo uploads). */
  deadLetterQueues: Record<string, sqs.IQueue>;
  /** SES's own counts of the stage's mail (Mail.metricOf); absent when SES sends from another region. */
  mail: { bounces?: cloudwatch.IMetric | undefined; complaints?: cloudwatch.IMetric | undefined };
}

/**
 * Tells us when something breaks: every alarm goes to one SNS topic (alarm and recovery). Errors are
 * counted per function, so the alarm's name says which use case fails.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  private readonly action: actions.SnsAction;
  private readonly stage: string;
  private readonly production: boolean;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.stage = props.stage;
    this.production = props.production;
    this.topic = new sns.Topic(this, "AlarmTopic", {
      displayName: `Tembea ${props.stage} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    this.action = new actions.SnsAction(this.topic);
  }

  private notify<A extends cloudwatch.Alarm>(alarm: A): A {
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

  /** A business metric of this stage, summed per hour (platform/metric-names.ts). */
  businessMetric(name: BusinessMetric): cloudwatch.Metric {
    return new cloudwatch.Metric({
      namespace: metricsNamespace,
      metricName: name,
      dimensionsMap: { stage: this.stage },
      statistic: "Sum",
      period: oneHour,
    });
  }

  /**
   * Holds that expire unpaid far more often than usual: a checkout that breaks, a price that scares,
   * a payment provider down. CloudWatch learns the usual hourly count (with its daily and weekly
   * rhythm) and alarms above a band of three standard deviations; no data is no expired hold.
   */
  watchBusiness(): void {
    this.notify(
      new cloudwatch.AnomalyDetectionAlarm(this, "HoldsExpiringUnpaid", {
        alarmDescription:
          "Far more holds expired unpaid in the last hour than usual: check the checkout (CheckoutFailed, the payment provider's status) and the booking summary page",
        metric: this.businessMetric("HoldExpired"),
        stdDevs: 3,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_UPPER_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
    if (!this.production) return;
    // A day of hours each without a confirmation; an hour with no data at all (nothing counted)
    // counts as one without, which is the point.
    this.notify(
      new cloudwatch.Alarm(this, "NoBookingConfirmed", {
        alarmDescription:
          "No booking was confirmed for 24 hours: check the checkout and the payment webhook (receivePaymentEvent's log group, Stripe's webhook deliveries)",
        metric: this.businessMetric("BookingConfirmed"),
        threshold: 1,
        evaluationPeriods: 24,
        datapointsToAlarm: 24,
        comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.BREACHING,
      }),
    );
  }

  /**
   * One dashboard per stage: what the marketplace did (the business metrics, per hour) above what the
   * platform did (API, functions, queues, mail). Lambda figures come from a SEARCH over the stage's
   * functions by name (the stack's name starts each), so a new function shows without a change here
   * and the endpoints' nested stacks need not export their names.
   */
  dashboard(sources: DashboardSources): cloudwatch.Dashboard {
    const stackName = Stack.of(this).stackName;
    const lambdaSearch = (metric: string, stat: string, period: number) =>
      `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metric}" "${stackName}-"', '${stat}', ${period})`;
    const bookings: BusinessMetric[] = ["BookingHeld", "BookingConfirmed", "BookingCancelled", "HoldExpired"];
    const dashboard = new cloudwatch.Dashboard(this, "Dashboard", {
      dashboardName: `tembea-${this.stage}`,
      defaultInterval: Duration.days(7),
    });
    const wide = 12;
    dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `## Business (${metricsNamespace}, per hour)\nCounted where each fact is committed; docs/architecture.md, "What production shows".`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: "Bookings per hour",
        left: bookings.map((name) => this.businessMetric(name)),
        width: wide,
      }),
      new cloudwatch.GraphWidget({
        title: "Failed checkouts and offers after 72 h, per hour",
        left: businessMetrics
          .filter((name) => !bookings.includes(name))
          .map((name) => this.businessMetric(name)),
        width: wide,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: "Confirmed bookings per agency and tour kind, per day",
        left: [
          new cloudwatch.MathExpression({
            expression: `SEARCH('{${metricsNamespace},agency,stage,tourKind} MetricName="BookingConfirmed" stage="${this.stage}"', 'Sum', 86400)`,
            label: "",
            period: Duration.days(1),
          }),
        ],
        stacked: true,
        width: wide,
      }),
      new cloudwatch.SingleValueWidget({
        title: "Last 7 days",
        metrics: businessMetrics.map((name) => this.businessMetric(name).with({ period: Duration.days(7) })),
        width: wide,
      }),
    );
    dashboard.addWidgets(new cloudwatch.TextWidget({ markdown: "## Platform", width: 24, height: 1 }));
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: "API: 5xx answers and p95 latency",
        left: [sources.api.metricServerError({ period: fiveMinutes, statistic: "Sum", label: "5xx" })],
        right: [
          sources.api.metricLatency({ period: fiveMinutes, statistic: "p95", label: "latency p95 (ms)" }),
        ],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: "Functions: errors and throttles (all of the stage)",
        left: [
          new cloudwatch.MathExpression({
            expression: `SUM(${lambdaSearch("Errors", "Sum", 300)})`,
            label: "errors",
            period: fiveMinutes,
          }),
          new cloudwatch.MathExpression({
            expression: `SUM(${lambdaSearch("Throttles", "Sum", 300)})`,
            label: "throttles",
            period: fiveMinutes,
          }),
        ],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: "Functions: p95 duration (ms), each",
        left: [
          new cloudwatch.MathExpression({
            expression: lambdaSearch("Duration", "p95", 300),
            label: "",
            period: fiveMinutes,
          }),
        ],
        legendPosition: cloudwatch.LegendPosition.HIDDEN,
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: "Dead-letter queues: messages waiting",
        left: Object.entries(sources.deadLetterQueues).map(([what, queue]) =>
          queue.metricApproximateNumberOfMessagesVisible({
            period: fiveMinutes,
            statistic: "Maximum",
            label: what,
          }),
        ),
        width: wide,
      }),
      sources.mail.bounces && sources.mail.complaints
        ? new cloudwatch.GraphWidget({
            title: "Mail: bounces and complaints per hour (SES)",
            left: [sources.mail.bounces, sources.mail.complaints],
            width: wide,
          })
        : new cloudwatch.TextWidget({
            markdown:
              "SES sends from another region (sesRegion): its bounces are in that region's SES console, not here.",
            width: wide,
          }),
    );
    return dashboard;
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
