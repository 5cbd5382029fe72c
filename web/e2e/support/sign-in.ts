import { type BrowserContext, expect } from "@playwright/test";

// Signs a browser in as the login page leaves it, without the login page: the tokens come from the
// local Cognito (USER_PASSWORD_AUTH, as the web client asks) and are put in the cookies Amplify keeps
// them in (web/src/features/auth/amplify.ts, cookie-options.ts). For tests whose subject comes
// after the login; the login form itself is proven in accounts.spec.ts, in every language.

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${port}`;

interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

export async function signInByCookies(
  context: BrowserContext,
  email: string,
  password: string,
): Promise<void> {
  const config = (await (await context.request.get(`${origin}/config.json`)).json()) as {
    auth: { endpoint: string; userPoolClientId: string };
  };
  const response = await context.request.post(config.auth.endpoint, {
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
    },
    data: JSON.stringify({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: config.auth.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const tokens = ((await response.json()) as { AuthenticationResult: Tokens }).AuthenticationResult;
  const prefix = `CognitoIdentityServiceProvider.${config.auth.userPoolClientId}`;
  // Amplify's CookieStorage (js-cookie) encodes the user name in the cookie's name, not in its value.
  const user = `${prefix}.${encodeURIComponent(email)}`;
  const expires = Math.floor(Date.now() / 1000) + 365 * 86_400;
  const cookie = (name: string, value: string) => ({
    name,
    value,
    url: origin,
    expires,
    sameSite: "Lax" as const,
  });
  await context.addCookies([
    cookie(`${prefix}.LastAuthUser`, email),
    cookie(`${user}.idToken`, tokens.IdToken),
    cookie(`${user}.accessToken`, tokens.AccessToken),
    cookie(`${user}.refreshToken`, tokens.RefreshToken),
    cookie(`${user}.clockDrift`, "0"),
  ]);
}
