import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { useAuth } from "./auth-store";
import styles from "./user-menu.module.css";

const loadSignedInMenu = () => import("./signed-in-menu");
const SignedInMenu = lazy(() => loadSignedInMenu().then((module) => ({ default: module.SignedInMenu })));

/** Holds the entry's place while the session is read (and the signed-in menu loads). */
const placeholder = <span className={styles.placeholder} aria-hidden="true" />;

/**
 * The header's account entry: "Log in" when signed out; signed in, the menu with the user's name
 * (signed-in-menu.tsx). Amplify is only loaded when a session cookie exists (see auth-store), and so
 * is the signed-in menu: it loads while the session is read.
 */
export function UserMenu() {
  const auth = useAuth();
  const to = useLocalizedPath();

  if (auth.status === "loading") {
    void loadSignedInMenu();
    return placeholder;
  }
  if (auth.status === "signedOut") {
    return (
      <Link to={to("/login")} className={styles.trigger}>
        <svg
          className={styles.loginIcon}
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" strokeLinecap="round" />
        </svg>
        <span className={styles.name}>
          <Trans>Log in</Trans>
        </span>
      </Link>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu user={auth.user} />
    </Suspense>
  );
}
