import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import type { AuthorizerClaims } from "../../platform/caller.js";
import { tokenIssuer, webClientId } from "./user-pool.js";

export type Claims = AuthorizerClaims;

function claimsAsApiGatewayGives(payload: JWTPayload): Claims {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(" ")}]` : String(v)]),
  );
}

/**
 * A verifier of bearer ID tokens as API Gateway's authorizer checks them on the non-public routes
 * (signature against the pool's keys, issuer, expiry, the web client as audience), and more strictly:
 * an access token, which the authorizer would take by its `client_id` and which carries neither name
 * nor e-mail, is refused. Answers undefined for any token that fails. The local twin's stand-in for
 * the authorizer uses it too (infra/local/src/http/jwt.ts).
 */
export function createIdTokenVerifier(options: { issuer: string; audience: string }) {
  // jose caches the pool's keys and fetches them again only for an unknown key id.
  const keys = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  return async (authorization: string | undefined): Promise<Claims | undefined> => {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ["RS256"],
      });
      return payload.token_use === "id" ? claimsAsApiGatewayGives(payload) : undefined;
    } catch {
      return undefined;
    }
  };
}

let verifier: { issuer: string; verify: ReturnType<typeof createIdTokenVerifier> } | undefined;

/** Verifies a public route's optional token against this function's pool (TOKEN_ISSUER, USER_POOL_CLIENT_ID). */
export function verifyIdToken(authorization: string | undefined): Promise<Claims | undefined> {
  const issuer = tokenIssuer();
  if (verifier?.issuer !== issuer)
    verifier = { issuer, verify: createIdTokenVerifier({ issuer, audience: webClientId() }) };
  return verifier.verify(authorization);
}
