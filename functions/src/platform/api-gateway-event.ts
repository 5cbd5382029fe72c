import { randomUUID } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";

export interface HttpRequestShape {
  method: string;
  /** The path as requested, e.g. /api/destinations/kenya. */
  path: string;
  /** The contract's template, e.g. /api/destinations/{slug}. */
  routePath: string;
  pathParameters?: Record<string, string>;
  query?: URLSearchParams;
  headers?: Record<string, string>;
  body?: string;
  /** The client's address as API Gateway sees it (the socket's peer on the twin). */
  sourceIp?: string;
  /** Verified JWT claims, when the route is authorized. */
  claims?: Record<string, string | number | boolean | string[]>;
}

/**
 * Builds the event API Gateway (HTTP API, payload 2.0) hands to a Lambda, so the local twin and the
 * tests call handlers exactly as AWS does. Repeated query keys are joined with commas, as in AWS.
 */
export function apiGatewayEvent(request: HttpRequestShape): APIGatewayProxyEventV2 {
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(request.query?.keys() ?? [])) {
    queryStringParameters[key] = (request.query?.getAll(key) ?? []).join(",");
  }
  const rawQueryString = request.query?.toString() ?? "";
  const hasQuery = Object.keys(queryStringParameters).length > 0;
  const now = new Date();
  const requestContext = {
    accountId: "000000000000",
    apiId: "local",
    domainName: "localhost",
    domainPrefix: "localhost",
    http: {
      method: request.method,
      path: request.path,
      protocol: "HTTP/1.1",
      sourceIp: request.sourceIp ?? "127.0.0.1",
      userAgent: request.headers?.["user-agent"] ?? "",
    },
    requestId: randomUUID(),
    routeKey: `${request.method} ${request.routePath}`,
    stage: "$default",
    time: now.toISOString(),
    timeEpoch: now.getTime(),
    ...(request.claims ? { authorizer: { jwt: { claims: request.claims, scopes: [] } } } : {}),
  };
  return {
    version: "2.0",
    routeKey: requestContext.routeKey,
    rawPath: request.path,
    rawQueryString,
    headers: request.headers ?? {},
    requestContext,
    isBase64Encoded: false,
    ...(hasQuery ? { queryStringParameters } : {}),
    ...(request.pathParameters && Object.keys(request.pathParameters).length > 0
      ? { pathParameters: request.pathParameters }
      : {}),
    ...(request.body !== undefined && request.body !== "" ? { body: request.body } : {}),
  } as APIGatewayProxyEventV2;
}
