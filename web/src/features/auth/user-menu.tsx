import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { signOut, useAuth } from "./auth-store";
import styles from "./user-menu.module.css";

/**
 * The header's account entry: "Log in" when signed out; signed in, a button with the user's name
 * that opens Account and Logout, and for agents the console (a disclosure, so links stay links for
 * assistive technology).
 * Amplify is only loaded when a session cookie exists (see auth-store).
 */
export function UserMenu() {
  const auth = useAuth();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (auth.status === "loading") return <span className={styles.placeholder} aria-hidden="true" />;
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

  const logout = async () => {
    setOpen(false);
    await signOut();
    navigate(to("/"));
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {auth.user.profileImg ? (
            <img src={auth.user.profileImg} alt="" data-testid="user-menu-avatar" />
          ) : (
            auth.user.name.slice(0, 1).toUpperCase()
          )}
        </span>
        <span className={styles.name} data-testid="user-menu-name">
          {auth.user.name}
        </span>
      </button>
      {open && (
        <ul id={panelId} className={styles.panel}>
          {auth.user.isAgent && (
            <li>
              <Link to={to("/agent")} className={styles.item} onClick={() => setOpen(false)}>
                <Trans>Agents' console</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link to={to("/account")} className={styles.item} onClick={() => setOpen(false)}>
              <Trans>Account</Trans>
            </Link>
          </li>
          <li>
            <Link to={to("/account/trips")} className={styles.item} onClick={() => setOpen(false)}>
              <Trans>My trips</Trans>
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={logout}>
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
