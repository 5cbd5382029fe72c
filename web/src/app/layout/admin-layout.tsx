import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { NavLink, Outlet } from "react-router";
import { AdminOnly } from "../../features/auth/guards";
import { NotFoundPage } from "../../features/errors/not-found-page";
import { useLocalizedPath } from "../../i18n/locale-context";
import styles from "./area-nav.module.css";
import { SiteLayout } from "./site-layout";

/**
 * The operator's area: the site header and the reduced footer, with the area's own navigation.
 * Anyone signed in but not staff gets the 404 page here, as for a page that does not exist.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const to = useLocalizedPath();
  const { t } = useLingui();
  return (
    <SiteLayout header footer="reduced">
      <AdminOnly notFound={<NotFoundPage />}>
        <nav aria-label={t`Admin`} className={`container ${styles.nav}`}>
          <ul>
            <li>
              <NavLink to={to("/admin")} end>
                <Trans>Agencies</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/admin/history")}>
                <Trans>History</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/admin/statements")}>
                <Trans>Statements</Trans>
              </NavLink>
            </li>
          </ul>
        </nav>
        {children ?? <Outlet />}
      </AdminOnly>
    </SiteLayout>
  );
}
