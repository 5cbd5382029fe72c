import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { tokenIssuer, webClientId } from "../identity/user-pool.js";

/** Claims as API Gateway's JWT authorizer hands them to a Lambda: strings, lists as "[a b]". */
export type Claims = Record<string, string>;

let jwks: { issuer: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;
function keysOf(issuer: string) {
  // One key set per process: jose caches the pool's keys and fetches them again only for an unknown kid.
  if (jwks?.issuer !== issuer)
    jwks = { issuer, keys: createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)) };
  return jwks.keys;
}

export function claimsAsApiGatewayGives(payload: JWTPayload): Claims {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(" ")}]` : String(v)]),
  );
}

/**
 * Verifies a bearer ID token as API Gateway's authorizer does for the non-public routes (signature
 * against the pool's keys, issuer, expiry, the web client as audience), and more strictly: an access
 * token, which the authorizer would take by its `client_id`, is refused. Answers undefined for any
 * token that fails.
 */
export async function verifyIdToken(authorization: string | undefined): Promise<Claims | undefined> {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1];
  if (!token) return undefined;
  try {
    const issuer = tokenIssuer();
    const { payload } = await jwtVerify(token, keysOf(issuer), {
      issuer,
      audience: webClientId(),
      algorithms: ["RS256"],
    });
    return payload.token_use === "id" ? claimsAsApiGatewayGives(payload) : undefined;
  } catch {
    return undefined;
  }
}
