import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { NavLink, Outlet } from "react-router";
import { AgentOnly } from "../../features/auth/guards";
import { useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import styles from "./agent-layout.module.css";
import { SiteLayout } from "./site-layout";

/** The console's sections; each entry is one line, so entries added beside it merge cleanly. */
function AgentNav() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  return (
    <Container>
      <nav aria-label={t`Agents' console`} className={styles.nav}>
        <NavLink to={to("/agent")} end className={styles.link}>
          <Trans>Trip requests</Trans>
        </NavLink>
        <NavLink to={to("/agent/tours")} className={styles.link}>
          <Trans>Tours</Trans>
        </NavLink>
      </nav>
    </Container>
  );
}

/**
 * The agents' console: the site header (its user menu links back here), the console's own sections
 * and the reduced footer. The route loader keeps everyone but agents out on the first visit;
 * AgentOnly leaves when they sign out.
 */
export function AgentLayout({ children }: { children?: ReactNode }) {
  return (
    <AgentOnly>
      <SiteLayout header footer="reduced">
        <AgentNav />
        {children ?? <Outlet />}
      </SiteLayout>
    </AgentOnly>
  );
}
