import { Trans } from "@lingui/react/macro";
import type { MouseEvent, ReactNode } from "react";
import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { useTripRequestSessionTracker } from "../../features/trip-request/use-session-tracker";
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
 * reading it rather than staying on the link that was followed. A page may name a better target
 * with `data-route-focus` (a wizard step's heading).
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    const target = main?.querySelector<HTMLElement>("[data-route-focus]") ?? main;
    target?.focus({ preventScroll: true });
  }, [pathname]);
}

export type SiteLayoutOptions = {
  /** Show the site header (brand, navigation, language, currency, search). */
  header: boolean;
  /** "full": columns, social links, payment marks; "reduced": payment marks and copyright only. */
  footer: "full" | "reduced" | "none";
};

/** The frame all spec layouts share: skip link, header, main#main-content, footer. */
export function SiteLayout({ header, footer, children }: SiteLayoutOptions & { children?: ReactNode }) {
  useFocusMainOnNavigation();
  useTripRequestSessionTracker();
  return (
    <>
      <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
        <Trans>Skip to main content</Trans>
      </a>
      {header && <SiteHeader />}
      <main id={mainId} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {footer !== "none" && <SiteFooter reduced={footer === "reduced"} />}
      <ScrollRestoration />
    </>
  );
}
