import { Trans } from "@lingui/react/macro";
import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export const mainId = "main-content";

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainId);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * After a client-side navigation, focus moves to the new page's content, so screen readers start
 * reading it rather than staying on the link that was followed.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Spec layout "default": skip link, header, the page, footer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  useFocusMainOnNavigation();
  return (
    <>
      <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
        <Trans>Skip to main content</Trans>
      </a>
      <SiteHeader />
      <main id={mainId} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
