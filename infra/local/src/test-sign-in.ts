import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import type { DemoUser } from "./services/local-cognito.js";

/** The twin's user pool, as its `/config.json` names it to the web app. */
export interface LocalUserPool {
  endpoint: string;
  userPoolClientId: string;
}

/** A demo user's tokens from the twin's user pool, by the password flow the tests sign in with. */
export async function signInToTwin(pool: LocalUserPool, user: Pick<DemoUser, "email" | "password">) {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: pool.endpoint,
    region: "eu-central-2",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: pool.userPoolClientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    return { idToken: AuthenticationResult?.IdToken, accessToken: AuthenticationResult?.AccessToken };
  } finally {
    cognito.destroy();
  }
}

/** The `authorization` header of a demo user signed in to the twin. */
export async function bearerOf(pool: LocalUserPool, user: Pick<DemoUser, "email" | "password">) {
  return { authorization: `Bearer ${(await signInToTwin(pool, user)).idToken}` };
}
