import { type Claims, createIdTokenVerifier } from "@tembea/functions/core/identity/id-token";

export type { Claims };

/**
 * The twin's stand-in for API Gateway's JWT authorizer, verifying as the Lambdas do on a public
 * route (functions/src/core/identity/id-token.ts): only the web client's ID tokens.
 */
export const createJwtVerifier = createIdTokenVerifier;
