import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy, { type MiddlewareObj } from "@middy/core";
import type { BodyOf, Endpoint, IdempotencyKeyOf, ParamsOf, QueryOf, ResponseOf } from "@tembea/shared";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { cacheControl } from "../cache-control.js";
import type { Caller } from "../caller.js";
import type { TembeaContext } from "../context.js";
import type { HttpLambda } from "../http-lambda.js";
import { jsonResponse } from "../json-response.js";
import { logger } from "../logger.js";
import { flushMetrics } from "../metrics.js";
import { authorize, type OptionalCallerVerifier } from "./authorize.js";
import { compressResponse } from "./compress-response.js";
import { errorResponse } from "./error-response.js";
import { validateRequest } from "./validate-request.js";

export interface UseCaseInput<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** Request headers, lower-case names (API Gateway v2 lower-cases them). */
  headers: Record<string, string | undefined>;
  /** An idempotent endpoint's `Idempotency-Key`, validated (core/submissions/once.ts). */
  idempotencyKey: IdempotencyKeyOf<E>;
  caller: Caller;
}

/**
 * Wraps a use case into a Lambda handler for its contract entry: structured logs, business metrics, compression of
 * larger answers, access check, request validation, then the use case's own middlewares (`options.after`, e.g. rate limits), error mapping, and a response checked against the contract.
 */
export function httpHandler<E extends Endpoint>(
  endpoint: E,
  useCase: (input: UseCaseInput<E>) => Promise<ResponseOf<E>>,
  options: {
    after?: MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, TembeaContext>[];
    /** Required by an endpoint with `optionalCaller`: how its optional token is verified. */
    verifyOptionalCaller?: OptionalCallerVerifier;
    /**
     * `traceInvocation()` (platform/tracing.ts) for a function traced with Powertools Tracer: passed
     * in by its handler, so that only the traced functions' bundles carry the tracer. Outermost, so
     * its subsegment spans the whole invocation and sees the answer errorResponse made of an error.
     */
    tracing?: MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
  } = {},
): HttpLambda {
  const lambda = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, TembeaContext>()
    .use(
      (options.tracing ?? []) as MiddlewareObj<
        APIGatewayProxyEventV2,
        APIGatewayProxyStructuredResultV2,
        Error,
        TembeaContext
      >[],
    )
    .use(injectLambdaContext(logger, { resetKeys: true }))
    // Outermost but the logger: what the use case counted is written after everything else, error or not.
    .use(flushMetrics())
    // Before errorResponse, so it runs after it: every answer, error or not, is compressed the same way.
    .use(compressResponse())
    .use(errorResponse())
    .use(authorize(endpoint, options.verifyOptionalCaller))
    .use(validateRequest(endpoint))
    .use(options.after ?? [])
    .handler(async (_event, context) => {
      const { params, query, body, headers, idempotencyKey } = context.input;
      const result = await useCase({
        params,
        query,
        body,
        headers,
        idempotencyKey,
        caller: context.caller,
      } as UseCaseInput<E>);
      return jsonResponse(200, endpoint.response.parse(result), { "cache-control": cacheControl(endpoint) });
    });
  // The runtime passes a plain Context; the middlewares above add caller and input before the use case runs.
  return lambda as unknown as HttpLambda;
}
