import type { ReactNode } from "react";
import { type LoaderFunctionArgs, Navigate, redirect } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { parseLocalePath, withPrefix } from "../../i18n/locale-path";
import { authReady, useAuth } from "./auth-store";

function pathIn(request: Request, path: string): string {
  return withPrefix(parseLocalePath(new URL(request.url).pathname).prefix, path);
}

/** Spec 6: /account and below need a signed-in user; everyone else goes to the home page. */
export async function requireSignedIn({ request }: LoaderFunctionArgs) {
  const auth = await authReady();
  if (auth.status !== "signedIn") throw redirect(pathIn(request, "/"));
  return null;
}

/** Spec 2: a signed-in user opening /login or /signup lands in the account area. */
export async function redirectSignedIn({ request }: LoaderFunctionArgs) {
  const auth = await authReady();
  if (auth.status === "signedIn") throw redirect(pathIn(request, "/account"));
  return null;
}

/** Leaves the account area as soon as the user signs out while on it. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const to = useLocalizedPath();
  if (auth.status === "signedOut") return <Navigate to={to("/")} replace />;
  return children;
}
