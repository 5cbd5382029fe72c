import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  DeleteUserAttributesCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { startCognitoFront } from "@tembea/infra/local/services/cognito-front";
import { webClientRules } from "@tembea/infra/local/services/local-cognito";
import { decodeJwt } from "jose";
import { afterAll, describe, expect, inject, it } from "vitest";
import { confirmedAccount } from "../accounts.js";
import { freePort } from "../free-port.js";
import { uniqueEmail } from "../local-services.js";

// The run's Cognito (test/global-setup.ts) is cognito-local behind the front, as in the twin.
const { endpoint, userPoolId, clientId } = inject("cognito");
const client = new CognitoIdentityProviderClient({ endpoint });
const dirs: string[] = [];
afterAll(() => {
  client.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const password = "Front!pass1";

/** A confirmed account with the given extra attributes (an agent's agency), able to sign in. */
const createUser = (email: string, attributes: { Name: string; Value: string }[] = []) =>
  confirmedAccount(email, password, "Front Test", attributes);

async function signIn(email: string, via = client) {
  const { AuthenticationResult } = await via.send(
    new InitiateAuthCommand({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return {
    accessToken: AuthenticationResult?.AccessToken as string,
    refreshToken: AuthenticationResult?.RefreshToken as string,
  };
}

const refresh = (refreshToken: string, via = client) =>
  via.send(
    new InitiateAuthCommand({
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

const attributesOf = async (email: string) =>
  Object.fromEntries(
    (
      (await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email })))
        .UserAttributes ?? []
    ).map((a) => [a.Name, a.Value]),
  );

/** Until the clock has passed the second the token was issued in: a sign-out now is strictly later. */
async function afterIssueSecond(token: string) {
  const { iat } = decodeJwt(token);
  while (Math.floor(Date.now() / 1000) <= (iat as number)) await new Promise((r) => setTimeout(r, 50));
}

/** A raw call, as a browser (no AWS credentials) makes it. */
const call = (target: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": `AWSCognitoIdentityProviderService.${target}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });

describe("the twin's Cognito front", () => {
  it("refuses SignUp while self sign-up is off, as Cognito answers it", async () => {
    expect(webClientRules.selfSignUp).toBe(false);
    const res = await call("SignUp", {
      ClientId: clientId,
      Username: uniqueEmail("self"),
      Password: password,
      UserAttributes: [{ Name: "name", Value: "Self" }],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      __type: "NotAuthorizedException",
      message: "SignUp is not permitted for this user pool",
    });
    // The SDK reads it as Cognito's error, as Amplify does in the browser.
    await expect(
      client.send(
        new SignUpCommand({ ClientId: clientId, Username: uniqueEmail("sdk"), Password: password }),
      ),
    ).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "SignUp is not permitted for this user pool",
    });
  });

  it("refuses a user's write of an attribute the web client may not write, and lets name and locale through", async () => {
    const email = uniqueEmail("agent");
    await createUser(email, [{ Name: "custom:agencyId", Value: "mara-horizon-safaris" }]);
    const { accessToken } = await signIn(email);
    const unauthorized = {
      name: "NotAuthorizedException",
      message: "A client attempted to write unauthorized attribute",
    };

    await expect(
      client.send(
        new UpdateUserAttributesCommand({
          AccessToken: accessToken,
          UserAttributes: [
            { Name: "name", Value: "Switched" },
            { Name: "custom:agencyId", Value: "other-agency" },
          ],
        }),
      ),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      client.send(
        new DeleteUserAttributesCommand({
          AccessToken: accessToken,
          UserAttributeNames: ["custom:agencyId"],
        }),
      ),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      client.send(
        new UpdateUserAttributesCommand({
          AccessToken: accessToken,
          UserAttributes: [{ Name: "email", Value: uniqueEmail("taken") }],
        }),
      ),
    ).rejects.toMatchObject(unauthorized);
    expect(await attributesOf(email)).toMatchObject({ "custom:agencyId": "mara-horizon-safaris", email });

    await client.send(
      new UpdateUserAttributesCommand({
        AccessToken: accessToken,
        UserAttributes: [
          { Name: "name", Value: "Amina" },
          { Name: "locale", Value: "de" },
        ],
      }),
    );
    expect(await attributesOf(email)).toMatchObject({ name: "Amina", locale: "de" });
  });

  it("refuses an admin call without AWS credentials, which only the server holds", async () => {
    const email = uniqueEmail("unsigned");
    await createUser(email, [{ Name: "custom:agencyId", Value: "mara-horizon-safaris" }]);
    const res = await call("AdminUpdateUserAttributes", {
      UserPoolId: userPoolId,
      Username: email,
      UserAttributes: [{ Name: "custom:agencyId", Value: "other-agency" }],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { __type: string }).__type).toBe("MissingAuthenticationTokenException");
    expect((await call("ListUsers", { UserPoolId: userPoolId })).status).toBe(400);
    expect(await attributesOf(email)).toMatchObject({ "custom:agencyId": "mara-horizon-safaris" });
  });

  it("signs a user out everywhere: refresh and access tokens issued before are revoked, later ones work", async () => {
    const email = uniqueEmail("Reset");
    await createUser(email);
    const before = await signIn(email);
    await afterIssueSecond(before.refreshToken);

    expect(
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: email })),
    ).toMatchObject({ $metadata: { httpStatusCode: 200 } });
    await expect(refresh(before.refreshToken)).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Refresh Token has been revoked",
    });
    await expect(client.send(new GetUserCommand({ AccessToken: before.accessToken }))).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Access Token has been revoked",
    });

    const after = await signIn(email);
    expect((await refresh(after.refreshToken)).AuthenticationResult?.IdToken).toBeTruthy();
    expect(
      (await client.send(new GetUserCommand({ AccessToken: after.accessToken }))).UserAttributes,
    ).toBeTruthy();
  });

  it("answers a global sign-out of an unknown user as Cognito does", async () => {
    await expect(
      client.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: uniqueEmail("nobody") }),
      ),
    ).rejects.toMatchObject({ name: "UserNotFoundException" });
  });

  it("keeps the sign-outs on disk, by lower-cased e-mail, so a restarted twin still refuses old tokens", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tembea-cognito-front-"));
    dirs.push(dir);
    const signOutsFile = join(dir, "global-sign-outs.json");
    // A front of its own before the run's one, stopped and started again over the same file.
    const start = async () => {
      const port = await freePort();
      const front = await startCognitoFront({
        upstream: endpoint,
        rules: webClientRules,
        signOutsFile,
        host: "127.0.0.1",
        port,
      });
      return {
        ...front,
        client: new CognitoIdentityProviderClient({ endpoint: `http://127.0.0.1:${port}` }),
      };
    };
    const email = uniqueEmail("Restart");
    await createUser(email);
    const { refreshToken } = await signIn(email);
    await afterIssueSecond(refreshToken);

    const first = await start();
    await first.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: email }));
    first.client.destroy();
    await first.stop();
    const stored = JSON.parse(readFileSync(signOutsFile, "utf8")) as Record<string, { signedOutAt: number }>;
    expect(Object.keys(stored)).toEqual([email.toLowerCase()]);

    const second = await start();
    await expect(refresh(refreshToken, second.client)).rejects.toMatchObject({
      message: "Refresh Token has been revoked",
    });
    second.client.destroy();
    await second.stop();
  });
});
