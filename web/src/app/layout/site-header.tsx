import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { UserMenu } from "../../features/auth/user-menu";
import { CurrencyDialog } from "../../features/site-dialogs/currency-dialog";
import { LanguageDialog } from "../../features/site-dialogs/language-dialog";
import { SearchDialog } from "../../features/site-dialogs/search-dialog";
import { ResumeTripRequest } from "../../features/trip-request/resume-request";
import { useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { Dialog } from "../../ui/dialog";
import { usePreloadPage } from "../preload";
import styles from "./site-header.module.css";

/** The primary navigation: unprefixed paths, localised when rendered. */
function NavLinks({ onFollow, className }: { onFollow?: () => void; className?: string }) {
  const to = useLocalizedPath();
  const preloadPage = usePreloadPage();
  const items = [
    { path: "/destinations", label: <Trans>Destinations</Trans> },
    { path: "/group-tours", label: <Trans>Group tours</Trans> },
    { path: "/special-tours", label: <Trans>Special tours</Trans> },
    { path: "/tailored-trips", label: <Trans>Tailored trips</Trans> },
  ];
  return (
    <ul className={className}>
      {items.map(({ path, label }) => (
        <li key={path}>
          <NavLink
            to={to(path)}
            className={styles.navLink}
            onMouseEnter={() => preloadPage(to(path))}
            onFocus={() => preloadPage(to(path))}
            onClick={onFollow}
          >
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Below the desktop breakpoint the navigation is in a dialog opened by the menu button. */
function MobileMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      placement="sheet"
      title={t`Menu`}
      trigger={
        <button type="button" className={`${styles.iconButton} ${styles.menuButton}`} aria-label={t`Menu`}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      }
    >
      <nav aria-label={t`Main`}>
        <NavLinks className={styles.menuList} onFollow={() => setOpen(false)} />
      </nav>
    </Dialog>
  );
}

/**
 * The header: brand, primary navigation, and the language, currency and search dialogs (docs/product-spec.md,
 * section 2).
 */
export function SiteHeader() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Link to={to("/")} className={styles.brand}>
          Tembea
        </Link>
        <nav aria-label={t`Main`} className={styles.desktopNav}>
          <NavLinks className={styles.navList} />
        </nav>
        <div className={styles.tools}>
          <SearchDialog triggerClassName={styles.iconButton} />
          <LanguageDialog triggerClassName={styles.iconButton} />
          <CurrencyDialog triggerClassName={styles.iconButton} />
          <UserMenu />
          <MobileMenu />
        </div>
      </Container>
      <ResumeTripRequest />
    </header>
  );
}
