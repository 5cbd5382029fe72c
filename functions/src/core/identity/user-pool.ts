import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { requireRuntimeSdk, runtimeClient } from "../../platform/runtime-sdk.js";

/**
 * The Cognito admin client and the pool's ids, for the identity modules beside this one. Loaded on
 * first use, not with the function (platform/runtime-sdk.ts): most calls of a function that may
 * touch the pool never do.
 */
export const cognitoModule = () =>
  requireRuntimeSdk(
    "@aws-sdk/client-cognito-identity-provider",
  ) as typeof import("@aws-sdk/client-cognito-identity-provider");

let client: CognitoIdentityProviderClient | undefined;
export function cognito(): CognitoIdentityProviderClient {
  const { CognitoIdentityProviderClient } = cognitoModule();
  client ??= runtimeClient(
    new CognitoIdentityProviderClient(
      process.env.COGNITO_ENDPOINT ? { endpoint: process.env.COGNITO_ENDPOINT } : {},
    ),
  );
  return client;
}

function required(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set`);
  return value;
}

export const userPoolId = () => required("USER_POOL_ID");
/** The web client: the only audience whose ID tokens the API accepts. */
export const webClientId = () => required("USER_POOL_CLIENT_ID");
/** Where the pool's tokens say they come from; its JWKS lies below it. */
export const tokenIssuer = () => required("TOKEN_ISSUER");
