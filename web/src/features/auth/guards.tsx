import type { ReactNode } from "react";
import { type LoaderFunctionArgs, Navigate, redirect } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { parseLocalePath, withPrefix } from "../../i18n/locale-path";
import { type AuthUser, authReady, useAuth } from "./auth-store";

function pathIn(request: Request, path: string): string {
  return withPrefix(parseLocalePath(new URL(request.url).pathname).prefix, path);
}

/** Spec 6: /account and below need a signed-in user; everyone else goes to the home page. */
export async function requireSignedIn({ request }: LoaderFunctionArgs) {
  const auth = await authReady();
  if (auth.status !== "signedIn") throw redirect(pathIn(request, "/"));
  return null;
}

/**
 * Where a user starts once signed in (without a page to return to): the account area (spec 2), or
 * for an agent the agents' console, their work.
 */
export function startPathOf(user: AuthUser | undefined): string {
  return user?.isAgent ? "/agent" : "/account";
}

/** Spec 2: a signed-in user opening /login or /signup lands in the account area (an agent in the console). */
export async function redirectSignedIn({ request }: LoaderFunctionArgs) {
  const auth = await authReady();
  if (auth.status === "signedIn") throw redirect(pathIn(request, startPathOf(auth.user)));
  return null;
}

/**
 * The agents' console: a signed-out visitor logs in first and comes back; a signed-in traveller is
 * sent home (the API would answer 403 anyway).
 */
export async function requireAgent({ request }: LoaderFunctionArgs) {
  const auth = await authReady();
  if (auth.status === "signedIn" && auth.user.isAgent) return null;
  if (auth.status === "signedIn") throw redirect(pathIn(request, "/"));
  const url = new URL(request.url);
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  throw redirect(`${pathIn(request, "/login")}?redirect=${back}`);
}

/** Leaves the console as soon as the user signs out while on it. */
export function AgentOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const to = useLocalizedPath();
  if (auth.status === "signedOut") return <Navigate to={to("/")} replace />;
  if (auth.status === "signedIn" && !auth.user.isAgent) return <Navigate to={to("/")} replace />;
  return children;
}

/** Leaves the account area as soon as the user signs out while on it. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const to = useLocalizedPath();
  if (auth.status === "signedOut") return <Navigate to={to("/")} replace />;
  return children;
}
