import { randomUUID } from "node:crypto";
import type { Endpoint } from "@tembea/shared";
import { buildPath } from "@tembea/shared";
import type { Context } from "aws-lambda";
import { apiGatewayEvent } from "../src/platform/api-gateway-event.js";
import type { HttpLambda } from "../src/platform/http-lambda.js";
import { signIdToken } from "./id-tokens.js";

const context = {
  functionName: "test",
  awsRequestId: "test-request",
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

/**
 * Calls a handler with the event API Gateway would build for this request. `claims` stand for a
 * verified ID token: on a protected route they reach the event as the authorizer puts them (issued
 * now unless `iat` says otherwise); on a public route that reads an optional caller they travel as a
 * real signed token in the Authorization header, which the function verifies itself. An idempotent
 * endpoint gets a new Idempotency-Key, as a client sends with each new submission, unless the
 * request names one (`idempotencyKey`; null sends none).
 */
export async function invoke(
  handler: HttpLambda,
  endpoint: Endpoint,
  request: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: string;
    claims?: Record<string, string>;
    headers?: Record<string, string>;
    idempotencyKey?: string | null;
    sourceIp?: string;
  } = {},
): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }> {
  const path = buildPath(endpoint.path, request.params ?? {});
  const claims = request.claims && {
    token_use: "id",
    iat: String(Math.floor(Date.now() / 1000)),
    ...request.claims,
  };
  const asBearer = Boolean(claims && endpoint.optionalCaller);
  const key = endpoint.idempotent
    ? request.idempotencyKey === undefined
      ? randomUUID()
      : request.idempotencyKey
    : null;
  const headers = {
    ...request.headers,
    ...(key === null ? {} : { "idempotency-key": key }),
    ...(asBearer ? { authorization: `Bearer ${await signIdToken(claims as Record<string, string>)}` } : {}),
  };
  const event = apiGatewayEvent({
    method: endpoint.method,
    path,
    routePath: endpoint.path,
    ...(request.params ? { pathParameters: request.params } : {}),
    query: new URLSearchParams(request.query ?? {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(claims && !asBearer ? { claims } : {}),
    headers,
    ...(request.sourceIp ? { sourceIp: request.sourceIp } : {}),
  });
  const result = await handler(event, context, { signal: new AbortController().signal });
  return {
    status: result.statusCode ?? 200,
    body: result.body ? JSON.parse(result.body) : undefined,
    headers: (result.headers ?? {}) as Record<string, unknown>,
  };
}
