import { createRemoteJWKSet, jwtVerify } from "jose";

export type Claims = Record<string, string>;

/**
 * Verifies a bearer token as API Gateway's JWT authorizer does (signature against the pool's JWKS,
 * issuer, expiry, the web client as audience), and more strictly, as the Lambdas do
 * (functions/src/platform/id-token.ts): only an ID token is taken. The authorizer would also take an
 * access token by its `client_id`, which carries neither name nor e-mail.
 * Claims come out as API Gateway hands them to Lambdas: strings, lists as "[a b]".
 */
export function createJwtVerifier(options: { issuer: string; audience: string }) {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  return async (authorization: string | undefined): Promise<Claims | undefined> => {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ["RS256"],
      });
      if (payload.token_use !== "id") return undefined;
      return Object.fromEntries(
        Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(" ")}]` : String(v)]),
      );
    } catch {
      return undefined;
    }
  };
}
