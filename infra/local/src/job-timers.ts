import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { jobEntry } from "@tembea/functions/entries";
import { jobs } from "@tembea/functions/jobs";
import type { Context, ScheduledEvent } from "aws-lambda";
import { lambdaContext } from "./lambda-context.js";

/**
 * The twin's stand-in for EventBridge: each job of functions/src/jobs runs once at start and then
 * on its interval. Jobs that reach a public source run only when their source is configured, so
 * the twin never calls out of this machine on its own.
 */
export function startJobTimers(log: (line: string) => void): () => void {
  const timers: NodeJS.Timeout[] = [];
  // One job at a time: the jobs share this process's logger, and Powertools keeps the invocation's
  // context (function name, request id) on it, so two overlapping runs would log under each other's
  // names. In AWS each job is its own Lambda and never overlaps another.
  const oneAtATime = serially();
  for (const job of jobs) {
    if (job.sourceVariable && !process.env[job.sourceVariable]) {
      log(`job ${job.id}: not scheduled locally (set ${job.sourceVariable} to run it)`);
      continue;
    }
    const run = () =>
      oneAtATime(async () => {
        try {
          const { handler } = (await import(pathToFileURL(jobEntry(job)).href)) as {
            handler: (event: ScheduledEvent, context: Context) => Promise<unknown>;
          };
          const requestId = randomUUID();
          const result = await handler(scheduledEvent(requestId), lambdaContext(job.id, requestId));
          log(`job ${job.id}: ${JSON.stringify(result)}`);
        } catch (error) {
          log(`job ${job.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    void run();
    const timer = setInterval(run, job.schedule.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

/** Runs the tasks given to it one after the other, in the order given; a failure does not stop the rest. */
export function serially(): (task: () => Promise<void>) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (task) => {
    last = last.then(task, task);
    return last;
  };
}

/** The event EventBridge sends on a schedule rule. */
function scheduledEvent(id: string): ScheduledEvent {
  return {
    version: "0",
    id,
    "detail-type": "Scheduled Event",
    source: "aws.events",
    account: "000000000000",
    time: new Date().toISOString(),
    region: "local",
    resources: [],
    detail: {},
  };
}
