import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy from "@middy/core";
import type { ApiError } from "@tembea/shared";
import { matchPath } from "@tembea/shared/contract/endpoint";
import * as routes from "@tembea/shared/contract/routes";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { jsonResponse } from "../../platform/json-response.js";
import { logger } from "../../platform/logger.js";

/**
 * The API's $default route (AWS only): a request no contract entry matches gets the contract's error
 * shape instead of API Gateway's own {"message":"Not Found"}, as the local twin answers it
 * (infra/local/src/http/api-router.ts): 405 when the path exists with other methods, else 404.
 * CloudFront sends only /api/* here, so an unknown API path never turns into the SPA's index.html.
 * It walks the contract's routes (method and path, no zod), not its endpoints: the endpoints carry
 * every schema, which made this function weigh 262 KB for a list of paths.
 */
export function apiNotFound(
  event: Pick<APIGatewayProxyEventV2, "rawPath">,
): APIGatewayProxyStructuredResultV2 {
  const pathExists = Object.values(routes).some((route) => matchPath(route.path, event.rawPath) !== null);
  const body: ApiError = { error: { code: pathExists ? "VALIDATION_FAILED" : "NOT_FOUND" } };
  return jsonResponse(pathExists ? 405 : 404, body);
}

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    logger.info("no route", { method: event.requestContext.http.method, path: event.rawPath });
    return apiNotFound(event);
  });
