import type { MiddlewareObj } from "@middy/core";
import type { Endpoint } from "@tembea/shared";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { sessionsValidSince } from "../../data/sessions.js";
import { AppError } from "../app-error.js";
import type { AuthorizerClaims as Claims } from "../caller.js";
import { adminsGroup, agentsGroup, type Caller, callerOf, claimsOf, NotAnIdTokenError } from "../caller.js";
import type { TembeaContext } from "../context.js";

/**
 * Finds out who is asking and checks the endpoint's access rule. API Gateway's JWT authorizer
 * already rejects missing or bad tokens on non-public routes; this is the second lock: it refuses
 * what the authorizer lets through (access tokens, tokens from before a password change), knows
 * about the agents and admins groups, and verifies the optional token of a public route itself.
 */
export function authorize(
  endpoint: Endpoint,
  verifyOptionalCaller?: OptionalCallerVerifier,
): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, TembeaContext> {
  if (endpoint.optionalCaller && !verifyOptionalCaller)
    throw new Error(`${endpoint.id} reads an optional caller: its handler must pass verifyOptionalCaller`);
  return {
    before: async (request) => {
      const caller = await identify(endpoint, request.event, verifyOptionalCaller);
      assertAllowed(endpoint, caller);
      request.context.caller = caller;
    },
  };
}

/**
 * Verifies a public route's optional Bearer token (core/identity/id-token.ts `verifyIdToken`). Passed in by
 * the handlers of those routes only, so jose (about 18 KB) is bundled into them and no other function.
 */
export type OptionalCallerVerifier = (authorization: string) => Promise<Claims | undefined>;

async function identify(
  endpoint: Endpoint,
  event: APIGatewayProxyEventV2,
  verifyOptionalCaller: OptionalCallerVerifier | undefined,
): Promise<Caller> {
  let claims = endpoint.access === "public" ? undefined : claimsOf(event);
  if (endpoint.optionalCaller && verifyOptionalCaller) {
    const authorization = event.headers?.authorization;
    if (authorization) {
      claims = await verifyOptionalCaller(authorization);
      if (!claims) throw new AppError("UNAUTHORIZED");
    }
  }
  let caller: Caller;
  try {
    caller = callerOf(claims);
  } catch (error) {
    if (error instanceof NotAnIdTokenError) throw new AppError("UNAUTHORIZED");
    throw error;
  }
  if (caller.kind === "user") {
    const validSince = await sessionsValidSince(caller.userId);
    if (validSince !== undefined && caller.issuedAt < validSince) throw new AppError("SESSION_ENDED");
  }
  return caller;
}

export function assertAllowed(endpoint: Endpoint, caller: Caller): void {
  if (endpoint.access === "public") return;
  if (caller.kind !== "user") throw new AppError("UNAUTHORIZED");
  if (endpoint.access === "admin" && !caller.groups.includes(adminsGroup)) throw new AppError("FORBIDDEN");
  // An agent acts for the agency in their token: without one (an admin, a traveller) there is none.
  if (endpoint.access === "agent" && !(caller.groups.includes(agentsGroup) && caller.agencyId))
    throw new AppError("FORBIDDEN");
}
