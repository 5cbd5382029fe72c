import * as routes from "@tembea/shared/contract/routes";
import { useSyncExternalStore } from "react";
import { ApiRequestError, apiRequest, onSessionEnded } from "../../api/client";
import { pathInLanguageOf } from "../../i18n/locale-path";
import type { AuthUser } from "./auth-user";
import { ConnectionLostError } from "./connection-lost";
import { hasSessionCookie } from "./cookie-options";

export type { AuthUser } from "./auth-user";

export type AuthState =
  | { status: "loading" }
  | { status: "signedOut" }
  | { status: "signedIn"; user: AuthUser };

const amplify = () => import("./amplify");

/**
 * Without a session cookie the visitor is signed out, known before the first paint: the header
 * shows "Log in" at once instead of a placeholder that changes width (and wraps the header on a
 * phone, a layout shift) a moment later. With a cookie, Amplify has to say.
 */
let state: AuthState =
  typeof document !== "undefined" && !hasSessionCookie(document.cookie)
    ? { status: "signedOut" }
    : { status: "loading" };
let started: Promise<AuthState> | undefined;
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The ID token for non-public API calls, or undefined when signed out. */
export async function getIdToken(): Promise<string | undefined> {
  if (!hasSessionCookie(document.cookie)) return undefined;
  const { currentIdToken } = await amplify();
  return (await currentIdToken())?.token;
}

/** The ID token for a call that needs one; signed out, the call fails as the API would (401). */
export async function requireIdToken(): Promise<string> {
  const token = await getIdToken();
  if (!token) throw new ApiRequestError("UNAUTHORIZED", 401);
  return token;
}

/**
 * Reads the session from the cookies (Amplify refreshes expired tokens): `now`, as its token says,
 * and `later`, with the profile (which may be slow, or not come at all on a bad connection). The
 * code that does it loads only when there is a session to read.
 */
async function readSession(): Promise<{ now: AuthState; later?: Promise<AuthState> }> {
  const signedOut: AuthState = { status: "signedOut" };
  if (!hasSessionCookie(document.cookie)) return { now: signedOut };
  try {
    const { readSessionUser } = await import("./session-user");
    const session = await readSessionUser();
    if (!session) return { now: signedOut };
    return {
      now: { status: "signedIn", user: session.user },
      later: session.withProfile().then((user) => ({ status: "signedIn", user })),
    };
  } catch {
    return { now: signedOut };
  }
}

/** Re-reads the session and profile, e.g. after saving personal details, and waits for both. */
export async function refreshAuth(): Promise<AuthState> {
  const { now, later } = await readSession();
  const next = (await later) ?? now;
  setState(next);
  started = Promise.resolve(next);
  return next;
}

/**
 * The first reading of the session: settled once the token is read, so the route guards (who,
 * which role) and the page start at once; the profile (name, picture, phone) fills the state when
 * it answers, unless the state moved on meanwhile (signed out, signed in again).
 */
async function firstRead(): Promise<AuthState> {
  const { now, later } = await readSession();
  setState(now);
  void later?.then((next) => {
    if (state === now) setState(next);
  });
  return now;
}

/** The settled auth state (route guards wait for it). */
export function authReady(): Promise<AuthState> {
  started ??= firstRead();
  return started;
}

export async function signIn(email: string, password: string): Promise<AuthState> {
  const auth = await amplify().catch((error: unknown) => {
    // The sign-in's own code (Amplify) did not load: on a page already open, that is the connection.
    throw new ConnectionLostError("The sign-in's code did not load", { cause: error });
  });
  await auth.signIn(email, password);
  return refreshAuth();
}

export async function signOut(): Promise<void> {
  if (hasSessionCookie(document.cookie)) {
    const auth = await amplify();
    await auth.signOut();
  }
  setState({ status: "signedOut" });
  started = Promise.resolve(state);
}

/** The query parameter the login page reads to say why the visitor was signed out (features/auth/login.tsx). */
export const sessionEnded = { name: "signed-out", value: "password-changed" } as const;

/** While this browser changes the password, its own old token is refused too: that is expected. */
let renewing = false;
let ending = false;

/**
 * The password was reset or changed elsewhere, so the API refuses this session's tokens: sign out
 * here as well and open the login page, which says why. A full load rather than a navigation, so
 * nothing of the account stays in this tab's memory (the query cache holds trips and profile).
 */
async function endSessionEndedElsewhere(): Promise<void> {
  if (renewing || ending) return;
  ending = true;
  await signOut().catch(() => setState({ status: "signedOut" }));
  const login = pathInLanguageOf(new URL(window.location.href), "/login");
  window.location.assign(`${login}?${sessionEnded.name}=${sessionEnded.value}`);
}
onSessionEnded(() => void endSessionEndedElsewhere());

/**
 * Changes the password on the server, which ends every session of the account, this one included,
 * then signs in again with the new password, so this browser stays signed in and only the others
 * are sent to the login page. Throws the API's error (a wrong current password is
 * VALIDATION_FAILED on `currentPassword`).
 */
export async function changePassword(currentPassword: string, password: string): Promise<void> {
  const current = state.status === "signedIn" ? state.user.email : undefined;
  renewing = true;
  try {
    await apiRequest(routes.changePassword, {
      body: { currentPassword, password, passwordConfirmation: password },
      token: await requireIdToken(),
    });
    if (current) await signIn(current, password);
  } finally {
    renewing = false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void authReady();
  return () => listeners.delete(listener);
}

/** What a prerendered page shows (ui/hydration.ts): the build knows no session. */
const prerenderedState: AuthState = { status: "signedOut" };

/** The auth state for components; starts reading the session on first use. */
export function useAuth(): AuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => prerenderedState,
  );
}
