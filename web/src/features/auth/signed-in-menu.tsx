import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { type AuthUser, signOut } from "./auth-store";
import styles from "./user-menu.module.css";

/**
 * Signed in, the header's account entry: a button with the user's name that opens Account and
 * Logout, and for agents the console (a disclosure, so links stay links for assistive technology).
 */
export function SignedInMenu({ user }: { user: AuthUser }) {
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !root.current?.contains(event.target as Node);
    const onPointer = (event: PointerEvent) => {
      if (outside(event)) setOpen(false);
    };
    // Tabbing past the last item closes the menu: left open, the panel would cover the content the
    // focus moves to (WCAG 2.4.11). Focus lost to nothing (a click on the panel's padding) keeps it.
    const onFocus = (event: FocusEvent) => {
      if (outside(event)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

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
          {user.profileImg ? (
            <img src={user.profileImg} alt="" data-testid="user-menu-avatar" />
          ) : (
            user.name.slice(0, 1).toUpperCase()
          )}
        </span>
        <span className={styles.name} data-testid="user-menu-name">
          {user.name}
        </span>
      </button>
      {open && (
        <ul id={panelId} className={styles.panel}>
          {user.isAdmin && (
            <li>
              <Link to={to("/admin")} className={styles.item} onClick={() => setOpen(false)}>
                <Trans>Admin</Trans>
              </Link>
            </li>
          )}
          {user.isAgent && (
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
