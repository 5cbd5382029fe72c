import { jobEntry } from "@tembea/functions/entries";
import { jobs as allJobs, type Job } from "@tembea/functions/jobs";
import {
  Duration,
  aws_events as events,
  type aws_logs as logs,
  aws_events_targets as targets,
} from "aws-cdk-lib";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { type GrantTargets, grantPermissions } from "./grants.js";
import type { Permissions } from "./permissions.js";
import { useCaseFunction } from "./use-case-function.js";

export interface JobsProps {
  jobs?: readonly Job[];
  /** What a job's function may do (infra/cdk/permissions.ts); throws for an undeclared id. */
  permissionsFor: (id: string) => Permissions;
  grantTargets: GrantTargets;
  /** Settings every function reads (the site URL for links in mails). */
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
}

/**
 * A job may page through many items, and refreshExchangeRates waits up to 10 s for the rate feed
 * before it keeps the last good rates: a minute leaves room for both.
 */
export const jobTimeout = Duration.minutes(1);

/** One Lambda and one EventBridge schedule per job in functions/src/jobs; nothing listed by hand. */
export class Jobs extends Construct {
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    for (const job of props.jobs ?? allJobs) {
      const permissions = props.permissionsFor(job.id);
      const fn = useCaseFunction(this, job.id, {
        description: `${job.id}: scheduled job (${job.schedule.cron})`,
        entry: jobEntry(job),
        environment: props.environment,
        logRetention: props.logRetention,
        timeout: jobTimeout,
      });
      grantPermissions(fn, permissions, props.grantTargets);
      const [minute, hour, day, month, weekDay, year] = job.schedule.cron.split(" ");
      new events.Rule(this, `${job.id}Schedule`, {
        description: `Runs ${job.id}`,
        schedule: events.Schedule.cron({
          ...(minute ? { minute } : {}),
          ...(hour ? { hour } : {}),
          ...(day && day !== "?" ? { day } : {}),
          ...(month ? { month } : {}),
          ...(weekDay && weekDay !== "?" ? { weekDay } : {}),
          ...(year ? { year } : {}),
        }),
        targets: [new targets.LambdaFunction(fn, { retryAttempts: 2 })],
      });
      this.functions.set(job.id, fn);
    }
  }
}
