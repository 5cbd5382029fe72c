import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import type { Locale } from "@tembea/shared";
import { isSdkError, requireRuntimeSdk } from "../platform/runtime-sdk.js";

/**
 * The user pool, through Cognito's admin API. Identity access lives here as table access lives in
 * data/: handlers never build Cognito requests themselves.
 *
 * The Cognito client is loaded on first use, not with the function: the functions that read the
 * caller's profile ask the pool only for a name their token lacks, and the ID tokens the site sends
 * carry it. Required, not imported (platform/runtime-sdk.ts).
 */
const cognitoModule = () =>
  requireRuntimeSdk(
    "@aws-sdk/client-cognito-identity-provider",
  ) as typeof import("@aws-sdk/client-cognito-identity-provider");

let client: CognitoIdentityProviderClient | undefined;
function cognito(): CognitoIdentityProviderClient {
  const { CognitoIdentityProviderClient } = cognitoModule();
  client ??= new CognitoIdentityProviderClient(
    process.env.COGNITO_ENDPOINT ? { endpoint: process.env.COGNITO_ENDPOINT } : {},
  );
  return client;
}

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error("USER_POOL_ID is not set");
  return id;
}

export class EmailTakenError extends Error {
  constructor() {
    super("email taken");
    this.name = "EmailTakenError";
  }
}

/**
 * Creates a confirmed user who can sign in at once. If the password cannot be set, the user is
 * removed again, so a failed sign-up never leaves a half-made account behind.
 */
export async function createUserWithPassword(user: {
  email: string;
  name: string;
  password: string;
  locale: Locale;
}): Promise<void> {
  const { AdminCreateUserCommand, AdminDeleteUserCommand } = cognitoModule();
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: user.email,
        MessageAction: "SUPPRESS",
        UserAttributes: [
          { Name: "email", Value: user.email },
          { Name: "email_verified", Value: "true" },
          { Name: "name", Value: user.name },
          { Name: "locale", Value: user.locale },
        ],
      }),
    );
  } catch (error) {
    if (isSdkError(error, "UsernameExistsException", "AliasExistsException")) throw new EmailTakenError();
    throw error;
  }
  try {
    await setUserPassword(user.email, user.password);
  } catch (error) {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: user.email }));
    throw error;
  }
}

export async function findUserByEmail(email: string): Promise<{ email: string; name: string } | undefined> {
  const { AdminGetUserCommand } = cognitoModule();
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    return { email: attribute("email") ?? email, name: attribute("name") ?? "" };
  } catch (error) {
    if (isSdkError(error, "UserNotFoundException")) return undefined;
    throw error;
  }
}

export async function setUserPassword(email: string, password: string): Promise<void> {
  const { AdminSetUserPasswordCommand } = cognitoModule();
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId(),
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}
