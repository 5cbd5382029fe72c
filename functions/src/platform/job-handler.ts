import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy from "@middy/core";
import type { ScheduledEvent } from "aws-lambda";
import { logger } from "./logger.js";
import { flushMetrics } from "./metrics.js";

/**
 * A scheduled job's Lambda handler. Its log lines carry the invocation's request id and function
 * name like the API's do, so one run of a job can be followed in CloudWatch; what it counted is
 * written once at its end (platform/metrics.ts).
 */
export function jobHandler<Result>(run: () => Promise<Result>) {
  return middy<ScheduledEvent, Result>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(flushMetrics())
    .handler(() => run());
}
