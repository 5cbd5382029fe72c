import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy, { type MiddlewareObj } from "@middy/core";
import type { ScheduledEvent } from "aws-lambda";
import { logger } from "./logger.js";
import { flushMetrics } from "./metrics.js";

/**
 * A scheduled job's Lambda handler. Its log lines carry the invocation's request id and function
 * name like the API's do, so one run of a job can be followed in CloudWatch; what it counted is
 * written once at its end (platform/metrics.ts).
 */
export function jobHandler<Result>(
  run: () => Promise<Result>,
  options: {
    /** `traceInvocation()` for a traced job, outermost: see httpHandler's option of the same name. */
    tracing?: MiddlewareObj<ScheduledEvent, Result>;
  } = {},
) {
  return middy<ScheduledEvent, Result>()
    .use(options.tracing ?? [])
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(flushMetrics())
    .handler(() => run());
}
