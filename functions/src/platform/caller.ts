import type { APIGatewayProxyEventV2 } from "aws-lambda";

/** Who is asking, as far as the JWT authorizer (API Gateway or the local twin) has verified it. */
export type Caller =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: string;
      email: string | undefined;
      /** Whether the address was proven (a mailed code at sign-up); only then is anything matched by it. */
      emailVerified: boolean;
      name: string | undefined;
      groups: string[];
      agencyId: string | undefined;
      /** When the token was issued (seconds): one issued before a password change is refused. */
      issuedAt: number;
    };

/** Claims as API Gateway's JWT authorizer hands them to a Lambda: strings, lists as "[a b]". */
export type AuthorizerClaims = Record<string, string>;

type Claims = Record<string, string | number | boolean | string[]>;

export const agentsGroup = "agents";
/** Operator staff (docs/decisions/0018-operator-role-and-invitations.md). */
export const adminsGroup = "admins";

/** The verified claims API Gateway's JWT authorizer (or the twin, or middleware/authorize.ts) put on the event. */
export function claimsOf(event: APIGatewayProxyEventV2): Claims | undefined {
  return (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer?.jwt?.claims;
}

export class NotAnIdTokenError extends Error {
  constructor() {
    super("not an ID token");
    this.name = "NotAnIdTokenError";
  }
}

/**
 * Reads the verified claims; API Gateway passes cognito:groups as "[a b]" or a JSON-ish list string.
 * The authorizer takes the web client's access tokens too (their `client_id` matches), but only an
 * ID token says who the person is (name, e-mail): anything else is refused, not read as anonymous.
 */
export function callerOf(claims: Claims | undefined): Caller {
  const sub = claims?.sub;
  if (!claims || typeof sub !== "string") return { kind: "anonymous" };
  if (claims.token_use !== "id") throw new NotAnIdTokenError();
  const issuedAt = Number(claims.iat);
  return {
    kind: "user",
    userId: sub,
    email: typeof claims.email === "string" ? claims.email : undefined,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: typeof claims.name === "string" ? claims.name : undefined,
    groups: parseGroups(claims["cognito:groups"]),
    agencyId: typeof claims["custom:agencyId"] === "string" ? claims["custom:agencyId"] : undefined,
    issuedAt: Number.isFinite(issuedAt) ? issuedAt : 0,
  };
}

function parseGroups(raw: Claims[string] | undefined): string[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== "string") return [];
  return raw
    .replace(/^\[|\]$/g, "")
    .split(/[\s,]+/)
    .map((g) => g.replace(/^"|"$/g, ""))
    .filter(Boolean);
}

/** For use cases behind a traveller or agent endpoint, where the access check already ran. */
export function signedIn(caller: Caller): Extract<Caller, { kind: "user" }> {
  if (caller.kind !== "user") throw new Error("signed-in caller expected");
  return caller;
}
