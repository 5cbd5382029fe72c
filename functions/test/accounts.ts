import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { decodeJwt } from "jose";
import { inject } from "vitest";

function pool() {
  const { endpoint, userPoolId, clientId } = inject("cognito");
  return { client: new CognitoIdentityProviderClient({ endpoint }), userPoolId, clientId };
}

/** An account whose address is proven, as one is after sign-up and its code: it can sign in at once. */
export async function confirmedAccount(
  email: string,
  password: string,
  name = "Lea Müller",
  attributes: { Name: string; Value: string }[] = [],
): Promise<void> {
  const { client, userPoolId } = pool();
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: "SUPPRESS",
        UserAttributes: [
          { Name: "email", Value: email },
          { Name: "email_verified", Value: "true" },
          { Name: "name", Value: name },
          ...attributes,
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
  } finally {
    client.destroy();
  }
}

export interface Session {
  idToken: string;
  refreshToken: string;
  /** The ID token's claims as API Gateway's authorizer passes them to a Lambda. */
  claims: Record<string, string>;
}

/** Signs in as the web client does on the twin; throws for wrong credentials. */
export async function openSession(email: string, password: string): Promise<Session> {
  const { client, clientId } = pool();
  try {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const idToken = AuthenticationResult?.IdToken as string;
    const claims = Object.fromEntries(
      Object.entries(decodeJwt(idToken)).map(([k, v]) => [
        k,
        Array.isArray(v) ? `[${v.join(" ")}]` : String(v),
      ]),
    );
    return { idToken, refreshToken: AuthenticationResult?.RefreshToken as string, claims };
  } finally {
    client.destroy();
  }
}

/** New tokens from a refresh token, as Amplify gets them when the ID token expires; the error's name when refused. */
export async function refresh(refreshToken: string): Promise<"refreshed" | string> {
  const { client, clientId } = pool();
  try {
    await client.send(
      new InitiateAuthCommand({
        AuthFlow: "REFRESH_TOKEN_AUTH",
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return "refreshed";
  } catch (error) {
    return (error as Error).name;
  } finally {
    client.destroy();
  }
}

/**
 * Waits until the clock is past the second a token was issued in: the API compares whole seconds
 * (a token from the same second as a password change still counts), so a test that ends sessions
 * right after opening one waits for the next second first.
 */
export async function pastSecondOf(claims: Record<string, string>): Promise<void> {
  const issued = Number(claims.iat);
  while (Math.floor(Date.now() / 1000) <= issued) await new Promise((r) => setTimeout(r, 20));
}
