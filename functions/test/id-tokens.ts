import { createPrivateKey } from "node:crypto";
import { createRequire } from "node:module";
import { SignJWT } from "jose";
import { inject } from "vitest";

/**
 * ID tokens for made-up callers, signed with cognito-local's own key (it ships in the package, for
 * development only), so the pool's real JWKS verifies them: what a public route's optional token
 * check (core/identity/id-token.ts) does with them is what it does with a token Cognito issued.
 */
const { pem } = createRequire(import.meta.url)("cognito-local/lib/keys/cognitoLocal.private.json") as {
  pem: string;
};
const key = createPrivateKey(pem);

export async function signIdToken(
  claims: Record<string, string>,
  options: { audience?: string; tokenUse?: string } = {},
): Promise<string> {
  const { issuer, clientId } = inject("cognito");
  const { iat, ...rest } = claims;
  const jwt = new SignJWT({ token_use: options.tokenUse ?? "id", ...rest })
    .setProtectedHeader({ alg: "RS256", kid: "CognitoLocal" })
    .setIssuer(issuer)
    .setAudience(options.audience ?? clientId)
    .setIssuedAt(iat ? Number(iat) : undefined)
    .setExpirationTime("1h");
  return jwt.sign(key);
}
