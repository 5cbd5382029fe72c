import { jobs as allJobs, type Job, jobEntry } from "@tembea/functions/jobs";
import {
  type aws_dynamodb as dynamodb,
  aws_events as events,
  aws_events_targets as targets,
} from "aws-cdk-lib";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { useCaseFunction } from "./use-case-function.js";

export interface JobsProps {
  table: dynamodb.ITable;
  tableNameVariable: string;
  jobs?: readonly Job[];
}

/** One Lambda and one EventBridge schedule per job in functions/src/jobs; nothing listed by hand. */
export class Jobs extends Construct {
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    for (const job of props.jobs ?? allJobs) {
      const fn = useCaseFunction(this, job.id, {
        description: `${job.id}: scheduled job (${job.schedule.cron})`,
        entry: jobEntry(job),
        environment: { [props.tableNameVariable]: props.table.tableName },
      });
      props.table.grantReadWriteData(fn);
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
