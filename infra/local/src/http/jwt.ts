import { createRemoteJWKSet, jwtVerify } from "jose";

export type Claims = Record<string, string>;

/**
 * Verifies a bearer token as API Gateway's JWT authorizer does: signature against the pool's JWKS,
 * issuer, expiry, and the web client as audience (`aud` on ID tokens, `client_id` on access tokens).
 * Claims come out as API Gateway hands them to Lambdas: strings, lists as "[a b]".
 */
export function createJwtVerifier(options: { issuer: string; audience: string }) {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  return async (authorization: string | undefined): Promise<Claims | undefined> => {
    const token = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      const audience = payload.token_use === "access" ? payload.client_id : payload.aud;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes(options.audience)) return undefined;
      return Object.fromEntries(
        Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(" ")}]` : String(v)]),
      );
    } catch {
      return undefined;
    }
  };
}
