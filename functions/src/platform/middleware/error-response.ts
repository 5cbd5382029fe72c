import type { MiddlewareObj } from "@middy/core";
import type { ApiError } from "@tembea/shared";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { AppError } from "../app-error.js";
import type { TembeaContext } from "../context.js";
import { jsonResponse } from "../json-response.js";
import { logger } from "../logger.js";

/**
 * Maps every failure to the contract's error shape with a stable code. Expected failures are logged
 * as warnings; anything else is a bug, logged with its stack and answered as INTERNAL without details.
 */
export function errorResponse(): MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  TembeaContext
> {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof AppError) {
        logger.warn("request refused", { code: error.code, fields: error.fields });
        const body: ApiError = {
          error: { code: error.code, ...(error.fields ? { fields: error.fields } : {}), ...error.details },
        };
        request.response = jsonResponse(error.status, body);
        return;
      }
      logger.error("request failed", error instanceof Error ? error : String(error));
      request.response = jsonResponse(500, { error: { code: "INTERNAL" } } satisfies ApiError);
    },
  };
}
