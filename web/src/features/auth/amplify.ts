/**
 * Everything that touches Amplify. This module is only ever imported dynamically (auth store, auth
 * pages), so Amplify's ~100 kB stay out of the first-load bundle: a visitor who never signed in and
 * never opens an auth page does not download it.
 */
import { Amplify } from "aws-amplify";
import {
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  updatePassword as amplifyUpdatePassword,
  fetchAuthSession,
  fetchUserAttributes,
} from "aws-amplify/auth";
import { cognitoUserPoolsTokenProvider } from "aws-amplify/auth/cognito";
import { CookieStorage } from "aws-amplify/utils";
import { requestTimeoutMs } from "../../api/client";
import { ConnectionLostError } from "./connection-lost";
import { authCookieOptions } from "./cookie-options";
import { type AuthRuntimeConfig, loadAuthConfig } from "./runtime-config";

let configured: Promise<AuthRuntimeConfig> | undefined;

/** Configures Amplify from /config.json once; tokens live in cookies (docs/product-spec.md, section 9). */
function configure(): Promise<AuthRuntimeConfig> {
  configured ??= loadAuthConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.endpoint ? { userPoolEndpoint: config.endpoint } : {}),
            loginWith: { email: true },
          },
        },
      });
      cognitoUserPoolsTokenProvider.setKeyValueStorage(
        new CookieStorage(authCookieOptions(window.location.hostname)),
      );
      return config;
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}

export interface IdToken {
  token: string;
  claims: Record<string, unknown>;
}

/** The current ID token (refreshed by Amplify when expired), or undefined when signed out. */
export async function currentIdToken(): Promise<IdToken | undefined> {
  await configure();
  try {
    const session = await fetchAuthSession();
    const idToken = session.tokens?.idToken;
    if (!idToken) return undefined;
    const claims = { ...(idToken.payload as Record<string, unknown>) };
    // cognito-local puts only e-mail and custom attributes in the ID token; Cognito adds `name`.
    if (typeof claims.name !== "string") {
      const attributes = await fetchUserAttributes().catch(() => undefined);
      if (attributes?.name) claims.name = attributes.name;
    }
    return { token: idToken.toString(), claims };
  } catch {
    return undefined;
  }
}

/** Errors Cognito gives for a wrong password or an unknown address: both mean "credentials wrong". */
function isWrongCredentials(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === "NotAuthorizedException" || name === "UserNotFoundException";
}

/** At sign-in, cognito-local answers a wrong password with InvalidPasswordException. */
function isWrongSignIn(error: unknown): boolean {
  return (
    isWrongCredentials(error) || (error as { name?: string } | null)?.name === "InvalidPasswordException"
  );
}

export class WrongCredentialsError extends Error {
  override readonly name = "WrongCredentialsError";
}

/**
 * Cognito refusing for the number of attempts: its request throttling, or too many wrong passwords
 * for the account ("Password attempts exceeded", a NotAuthorizedException that is no wrong password).
 */
export class TooManyAttemptsError extends Error {
  override readonly name = "TooManyAttemptsError";
}

function isTooManyAttempts(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return (
    name === "TooManyRequestsException" ||
    name === "LimitExceededException" ||
    (name === "NotAuthorizedException" && /attempts exceeded/i.test(message ?? ""))
  );
}

/**
 * An account whose sign-up code was never entered is disabled until it is (docs/decisions/0001):
 * Cognito, and the twin alike, answer its sign-in "User is disabled.".
 */
export class UnconfirmedAccountError extends Error {
  override readonly name = "UnconfirmedAccountError";
}

function isDisabledAccount(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return name === "NotAuthorizedException" && /\bdisabled\b/i.test(message ?? "");
}

const isNetworkError = (error: unknown) => (error as { name?: string } | null)?.name === "NetworkError";

/** A sign-in given up at the deadline that may still complete, and its clean-up once it settles. */
let abandoned: Promise<void> | undefined;

/**
 * The sign-in, cut at the API's deadline: Amplify's requests take no signal, so a connection that
 * went silent would keep the button spinning for the browser's minutes. Amplify goes on with it all
 * the same; should it still succeed, its session is ended at once: the form said the sign-in failed,
 * and a session nobody saw must not be left in a shared browser's cookies, nor overwrite the tokens
 * of a sign-in made meanwhile without a sign-out after it.
 */
function withinDeadline(work: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const cleanUp: Promise<void> = work
        .then(() => amplifySignOut())
        .catch(() => undefined)
        .finally(() => {
          if (abandoned === cleanUp) abandoned = undefined;
        });
      abandoned = cleanUp;
      reject(new ConnectionLostError("Sign-in took too long"));
    }, requestTimeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Waits, up to the deadline, for a sign-in given up before to settle and be ended. */
async function afterAbandoned(): Promise<void> {
  if (!abandoned) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([abandoned, new Promise((resolve) => (timer = setTimeout(resolve, requestTimeoutMs)))]);
  clearTimeout(timer);
}

export async function signIn(email: string, password: string): Promise<void> {
  await afterAbandoned();
  try {
    await withinDeadline(signInNow(email, password));
  } catch (error) {
    if (error instanceof ConnectionLostError) throw error;
    if (isNetworkError(error)) throw new ConnectionLostError("No answer from Cognito", { cause: error });
    if (isDisabledAccount(error))
      throw new UnconfirmedAccountError("Account not confirmed", { cause: error });
    if (isTooManyAttempts(error)) throw new TooManyAttemptsError("Too many attempts", { cause: error });
    if (isWrongSignIn(error)) throw new WrongCredentialsError("Wrong credentials", { cause: error });
    throw error;
  }
}

async function signInNow(email: string, password: string): Promise<void> {
  const config = await configure().catch((error: unknown) => {
    // fetch fails with a TypeError when no answer came: the connection, not the settings.
    if (error instanceof TypeError) throw new ConnectionLostError("No sign-in settings", { cause: error });
    throw error;
  });
  const attempt = () =>
    amplifySignIn({ username: email, password, options: { authFlowType: config.authFlow } });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (error) {
    // A stale session in the cookies: end it, then sign in as asked.
    if ((error as { name?: string } | null)?.name !== "UserAlreadyAuthenticatedException") throw error;
    await amplifySignOut();
    result = await attempt();
  }
  if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
}

export async function signOut(): Promise<void> {
  await configure();
  await amplifySignOut();
}

/**
 * cognito-local answers a wrong previous password with InvalidPasswordException (Cognito itself with
 * NotAuthorizedException, and uses InvalidPasswordException for a new password that breaks the
 * pool's policy, whose message says "conform").
 */
function isWrongCurrentPassword(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return (
    isWrongCredentials(error) ||
    (name === "InvalidPasswordException" && !/conform|policy/i.test(message ?? ""))
  );
}

/** Changes the signed-in user's password; a wrong current password throws WrongCredentialsError. */
export async function updatePassword(oldPassword: string, newPassword: string): Promise<void> {
  await configure();
  try {
    await amplifyUpdatePassword({ oldPassword, newPassword });
  } catch (error) {
    if (isWrongCurrentPassword(error)) throw new WrongCredentialsError("Wrong credentials", { cause: error });
    throw error;
  }
}
