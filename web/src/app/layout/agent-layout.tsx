import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { NavLink, Outlet } from "react-router";
import { AgentOnly } from "../../features/auth/guards";
import { useLocalizedPath } from "../../i18n/locale-context";
import styles from "./area-nav.module.css";
import { SiteLayout } from "./site-layout";

/**
 * The agents' console: the site header (its user menu links back here), the console's own sections
 * and the reduced footer. The route loader keeps everyone but agents out on the first visit;
 * AgentOnly leaves when they sign out.
 */
export function AgentLayout({ children }: { children?: ReactNode }) {
  const to = useLocalizedPath();
  const { t } = useLingui();
  return (
    <AgentOnly>
      <SiteLayout header footer="reduced">
        <nav aria-label={t`Agents' console`} className={`container ${styles.nav}`}>
          <ul>
            <li>
              <NavLink to={to("/agent")} end>
                <Trans>Trip requests</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/agent/tours")}>
                <Trans>Tours</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/agent/agency")}>
                <Trans>Agency</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/agent/history")}>
                <Trans>History</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/agent/statements")}>
                <Trans>Statements</Trans>
              </NavLink>
            </li>
          </ul>
        </nav>
        {children ?? <Outlet />}
      </SiteLayout>
    </AgentOnly>
  );
}
