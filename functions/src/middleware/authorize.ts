import type { MiddlewareObj } from "@middy/core";
import type { Endpoint } from "@tembea/shared";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { AppError } from "./app-error.js";
import { agentsGroup, type Caller, callerOf } from "./caller.js";
import type { TembeaContext } from "./context.js";

/**
 * Checks the endpoint's access rule against the verified caller. API Gateway's JWT authorizer already
 * rejects missing or bad tokens on non-public routes; this is the second lock, and the one that knows
 * about the agents group.
 */
export function authorize(
  endpoint: Endpoint,
): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, TembeaContext> {
  return {
    before: (request) => {
      const caller = callerOf(request.event);
      assertAllowed(endpoint, caller);
      request.context.caller = caller;
    },
  };
}

export function assertAllowed(endpoint: Endpoint, caller: Caller): void {
  if (endpoint.access === "public") return;
  if (caller.kind !== "user") throw new AppError("UNAUTHORIZED");
  if (endpoint.access === "agent" && !caller.groups.includes(agentsGroup)) throw new AppError("FORBIDDEN");
}
