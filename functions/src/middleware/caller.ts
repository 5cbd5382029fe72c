import type { APIGatewayProxyEventV2 } from "aws-lambda";

/** Who is asking, as far as the JWT authorizer (API Gateway or the local twin) has verified it. */
export type Caller =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: string;
      email: string | undefined;
      name: string | undefined;
      groups: string[];
      agencyId: string | undefined;
    };

type Claims = Record<string, string | number | boolean | string[]>;

export const agentsGroup = "agents";

/** Reads the verified claims; API Gateway passes cognito:groups as "[a b]" or a JSON-ish list string. */
export function callerOf(event: APIGatewayProxyEventV2): Caller {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer?.jwt
    ?.claims;
  const sub = claims?.sub;
  if (!claims || typeof sub !== "string") return { kind: "anonymous" };
  return {
    kind: "user",
    userId: sub,
    email: typeof claims.email === "string" ? claims.email : undefined,
    name: typeof claims.name === "string" ? claims.name : undefined,
    groups: parseGroups(claims["cognito:groups"]),
    agencyId: typeof claims["custom:agencyId"] === "string" ? claims["custom:agencyId"] : undefined,
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
