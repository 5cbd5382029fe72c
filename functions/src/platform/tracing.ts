import { Tracer } from "@aws-lambda-powertools/tracer";
import { captureLambdaHandler } from "@aws-lambda-powertools/tracer/middleware";
import type { MiddlewareObj } from "@middy/core";
import { hookRuntimeClients } from "./runtime-sdk.js";

/**
 * Powertools Tracer, for the functions whose outside calls are worth a subsegment each in X-Ray and
 * that can carry its cost within the bench's targets: ~93 KB of bundle (the X-Ray SDK, CommonJS,
 * which esbuild cannot thin, less what infra/cdk/use-case-function.ts `bundleAliases` leaves out)
 * and ~15–20 ms at each cold start. docs/decisions/0030-tracer-where-it-pays.md names the functions
 * and has their numbers; `npm run bench -- tracer` measures them again.
 *
 * A function opts in in its handler file, once: `traceInvocation()` first in its middy chain, as
 * `httpHandler`'s and `jobHandler`'s `tracing` option or `.use(traceInvocation())` (the only import of
 * this module, so only its bundle carries the tracer). Every function already has
 * X-Ray active tracing (infra/cdk/use-case-function.ts); inside the function's segment this adds one
 * subsegment for the handler (annotated ColdStart and Service), one per call of an AWS client
 * (platform/runtime-sdk.ts `runtimeClient`, so SES, SQS, DynamoDB, … alike) and one per `fetch`
 * (Powertools subscribes to undici's diagnostics channel, and passes the trace header on).
 *
 * Tracing is on only inside Lambda (the tracer checks AWS_EXECUTION_ENV) and not when
 * POWERTOOLS_TRACE_ENABLED is "false", as the local twin sets it: there is no X-Ray daemon there.
 */
// Its Service annotation is POWERTOOLS_SERVICE_NAME, the function's id (infra/cdk/tembea-stack.ts).
export const tracer = new Tracer();

// Clients are made on first use, always after this module ran (a handler imports it at load).
hookRuntimeClients((client) => tracer.captureAWSv3Client(client));

/**
 * The middleware that opens the handler's subsegment: first in the chain, so it spans the whole
 * invocation, the logger's middleware included. Answers are not recorded as metadata (Powertools'
 * default): they hold travellers' names and mail addresses, which have no business in X-Ray.
 *
 * Middy runs every onError middleware, also after an inner one (errorResponse) has answered the
 * error. An answer below 500 (a refused request: 400, 401, 404, …) is the function doing its job:
 * its subsegment closes as after any answer, flagged as a client error, without the error and its
 * stack (reading a stack makes Node parse the bundle's source map: ~30 ms, which a refused
 * request of an untraced function never pays). A 500, or an error nothing answered, is recorded
 * by Powertools as a fault with its stack, as the logger logs it.
 */
export function traceInvocation<Event, Result>(): MiddlewareObj<Event, Result> {
  const capture = captureLambdaHandler(tracer, { captureResponse: false });
  return {
    before: capture.before,
    after: capture.after,
    onError: (request) => {
      const status = (request.response as { statusCode?: unknown } | undefined)?.statusCode;
      if (typeof status === "number" && status < 500) {
        if (tracer.isTracingEnabled()) tracer.getSegment()?.addErrorFlag();
        return capture.after?.(request as never);
      }
      return capture.onError?.(request as never);
    },
  } as MiddlewareObj<Event, Result>;
}
