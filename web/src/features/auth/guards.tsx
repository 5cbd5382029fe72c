import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { pathInLanguageOf } from "../../i18n/locale-path";
import { type AuthUser, authReady, useAuth } from "./auth-store";

/** A route guard's view of the URL being opened (see app/navigation.ts). */
type Opened = { url: URL };

/**
 * /account and below need a signed-in user; everyone else goes to the home page (docs/product-spec.md,
 * section 6).
 */
export async function requireSignedIn({ url }: Opened): Promise<string | null> {
  const auth = await authReady();
  return auth.status === "signedIn" ? null : pathInLanguageOf(url, "/");
}

/**
 * Where a user starts once signed in (without a page to return to): the account area (docs/product-spec.md,
 * section 2), or for an agent the agents' console, their work.
 */
export function startPathOf(user: AuthUser | undefined): string {
  return user?.isAdmin ? "/admin" : user?.isAgent ? "/agent" : "/account";
}

/**
 * A signed-in user opening /login or /signup lands in the account area (docs/product-spec.md, section 2), an
 * agent in the console.
 */
export async function redirectSignedIn({ url }: Opened): Promise<string | null> {
  const auth = await authReady();
  return auth.status === "signedIn" ? pathInLanguageOf(url, startPathOf(auth.user)) : null;
}

/**
 * The agents' console: a signed-out visitor logs in first and comes back; a signed-in traveller is
 * sent home (the API would answer 403 anyway).
 */
export async function requireAgent({ url }: Opened): Promise<string | null> {
  const auth = await authReady();
  if (auth.status === "signedIn" && auth.user.isAgent) return null;
  if (auth.status === "signedIn") return pathInLanguageOf(url, "/");
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  return `${pathInLanguageOf(url, "/login")}?redirect=${back}`;
}

/**
 * The operator's area: a signed-out visitor logs in first and comes back; anyone else signed in gets
 * the page (AdminOnly then shows them the 404 page: the area is not theirs to know about, and the
 * API answers 403 anyway).
 */
export async function requireAdmin({ url }: Opened): Promise<string | null> {
  const auth = await authReady();
  if (auth.status === "signedIn") return null;
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  return `${pathInLanguageOf(url, "/login")}?redirect=${back}`;
}

/** The operator's pages for admins, the 404 page for everyone else; leaves when they sign out. */
export function AdminOnly({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const auth = useAuth();
  const to = useLocalizedPath();
  if (auth.status === "signedOut") return <Navigate to={to("/")} replace />;
  if (auth.status === "signedIn" && !auth.user.isAdmin) return notFound;
  return children;
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
