import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent, ReactNode } from "react";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { useTripRequestSessionTracker } from "../../features/trip-request/use-session-tracker";
import { mainId } from "../../ui/main-landmark";
import { useMetaDescription } from "../../ui/page-title";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export { mainId };

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainId);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The path shown last, across layouts: following a link into another layout (from /tailored-trips
 * into the wizard, from /login into the account) mounts a new SiteLayout, which must still know that
 * it was a navigation and not the first page of the visit.
 */
let shownPathname: string | undefined;

/**
 * After a client-side navigation, focus moves to the new page's content, so screen readers start
 * reading it rather than staying on the link that was followed. A page may name a better target
 * with `data-route-focus` (a wizard step's heading). The first page of a visit keeps the browser's
 * focus.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPathname;
    shownPathname = pathname;
    if (previous === undefined || previous === pathname) return;
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
  const { t } = useLingui();
  useFocusMainOnNavigation();
  useTripRequestSessionTracker();
  useMetaDescription(
    t`Tembea connects travellers with local African travel agencies: group tours, special tours and free tailored trip quotes in twelve African countries.`,
  );
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
    </>
  );
}
