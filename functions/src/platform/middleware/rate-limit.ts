import { createHash } from "node:crypto";
import type { MiddlewareObj } from "@middy/core";
import type { Endpoint, EndpointId } from "@tembea/shared";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { takeAttempt } from "../../data/rate-limits.js";
import { AppError } from "../app-error.js";
import type { TembeaContext } from "../context.js";

interface Rule {
  /** Who an attempt is counted for: the client (its IP), the address in the body, or the signed-in account. */
  per: "client" | "address" | "account";
  limit: number;
  windowSeconds: number;
}

const minutes = (n: number) => n * 60;

/**
 * The endpoints that can be used to flood an inbox or to probe for accounts, and their limits. Only
 * valid requests count (this runs after validation), so a user correcting a typo is not punished.
 * Logging in goes to Cognito directly, which locks an account out after repeated failures itself.
 */
export const rateLimits: Partial<Record<EndpointId, Rule[]>> = {
  signUp: [
    { per: "address", limit: 5, windowSeconds: minutes(60) },
    { per: "client", limit: 30, windowSeconds: minutes(60) },
  ],
  // Five tries per code bound the guesses at one address; this bounds one client spraying guesses
  // over many addresses.
  confirmSignUp: [{ per: "client", limit: 60, windowSeconds: minutes(60) }],
  // A new code voids the old one and gives five more tries: one a minute, a few an hour.
  resendSignUpCode: [
    { per: "address", limit: 1, windowSeconds: minutes(1) },
    { per: "address", limit: 5, windowSeconds: minutes(60) },
    { per: "client", limit: 20, windowSeconds: minutes(60) },
  ],
  requestPasswordReset: [
    { per: "address", limit: 3, windowSeconds: minutes(15) },
    { per: "client", limit: 20, windowSeconds: minutes(60) },
  ],
  // Invitation tokens are 256 random bits: this only keeps one client from hammering the pool.
  acceptInvitation: [{ per: "client", limit: 30, windowSeconds: minutes(60) }],
  // Guessing the current password through our endpoint: Cognito's own lockout counts too.
  changePassword: [{ per: "account", limit: 10, windowSeconds: minutes(15) }],
};

/**
 * The browser tests are one client (127.0.0.1) doing the work of many visitors, so their twin
 * raises the per-client limits by this factor (scripts/e2e.mjs). Unset everywhere else: the deployed
 * functions and `npm start` keep the limits above. The per-address limits never change.
 */
const clientLimitFactor = (): number => {
  const factor = Number(process.env.TEMBEA_CLIENT_LIMIT_FACTOR);
  return Number.isInteger(factor) && factor > 1 ? factor : 1;
};

const hash = (value: string) => createHash("sha256").update(value).digest("base64url");

function subjectOf(rule: Rule, event: APIGatewayProxyEventV2, context: TembeaContext): string | undefined {
  if (rule.per === "client") return event.requestContext.http.sourceIp;
  if (rule.per === "account") return context.caller.kind === "user" ? context.caller.userId : undefined;
  const body = context.input.body;
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
}

/**
 * 429 RATE_LIMITED once any of the endpoint's windows is full; nothing else runs then. Handlers
 * that have rules pass it to `httpHandler(…, { after: [rateLimit(endpoint)] })`, so the table client
 * is bundled only where it is used.
 */
export function rateLimit(
  endpoint: Endpoint,
  now: () => Date = () => new Date(),
): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, TembeaContext> {
  const rules = rateLimits[endpoint.id as EndpointId] ?? [];
  return {
    before: async (request) => {
      for (const rule of rules) {
        const subject = subjectOf(rule, request.event, request.context);
        if (!subject) continue;
        const allowed = await takeAttempt({
          // The window's length too: one subject may have a short and a long window.
          scope: `${endpoint.id}:${rule.per}:${rule.windowSeconds}`,
          subjectHash: hash(subject),
          limit: rule.per === "client" ? rule.limit * clientLimitFactor() : rule.limit,
          windowSeconds: rule.windowSeconds,
          now: now(),
        });
        if (!allowed) throw new AppError("RATE_LIMITED");
      }
    },
  };
}
