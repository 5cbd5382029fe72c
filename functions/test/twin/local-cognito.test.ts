import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminInitiateAuthCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { afterAll, describe, expect, inject, it } from "vitest";
import { confirmedAccount } from "../accounts.js";
import { uniqueEmail } from "../local-services.js";

const { endpoint, userPoolId, clientId } = inject("cognito");
const client = new CognitoIdentityProviderClient({ endpoint });
afterAll(() => client.destroy());

const password = "Disabled!pass1";
const signIn = (email: string) =>
  client.send(
    new InitiateAuthCommand({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
const refresh = (token: string) =>
  client.send(
    new InitiateAuthCommand({
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: token },
    }),
  );
const adminSignIn = (email: string) =>
  client.send(
    new AdminInitiateAuthCommand({
      UserPoolId: userPoolId,
      ClientId: clientId,
      AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
const disabled = { name: "NotAuthorizedException", message: "User is disabled." };

describe("the twin's Cognito (cognito-local behind infra/local/src/services/cognito-local-start.cjs)", () => {
  it("refuses a disabled user's sign-in, by password and by refresh token, as Cognito does", async () => {
    const email = uniqueEmail("disabled");
    await confirmedAccount(email, password);
    const refreshToken = (await signIn(email)).AuthenticationResult?.RefreshToken as string;
    expect(refreshToken).toBeTruthy();

    await client.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: email }));
    await expect(signIn(email)).rejects.toMatchObject(disabled);
    await expect(adminSignIn(email)).rejects.toMatchObject(disabled);
    await expect(refresh(refreshToken)).rejects.toMatchObject(disabled);

    await client.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: email }));
    expect((await signIn(email)).AuthenticationResult?.IdToken).toBeTruthy();
  });
});
