import { type Claims, createIdTokenVerifier } from "@tembea/functions/platform/id-token";

export type { Claims };

/**
 * The twin's stand-in for API Gateway's JWT authorizer, verifying as the Lambdas do on a public
 * route (functions/src/platform/id-token.ts): only the web client's ID tokens.
 */
export const createJwtVerifier = createIdTokenVerifier;
