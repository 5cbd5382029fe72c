import { Trans, useLingui } from "@lingui/react/macro";
import { agencyLogoUrl, destinationName } from "@tembea/shared";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import styles from "./admin.module.css";
import logoStyles from "./agency-logo.module.css";
import { useAgencies } from "./queries";

/** /admin: every agency, by name, with its city and the destinations it answers requests for. */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  usePageTitle(t`Agencies`);
  const query = useAgencies();
  const agencies = query.data?.agencies;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1>
          <Trans>Agencies</Trans>
        </h1>
        <ButtonLink to={to("/admin/agencies/new")}>
          <Trans>New agency</Trans>
        </ButtonLink>
      </div>
      {query.isPending ? (
        <Loading label={t`Loading the agencies`}>
          <p aria-hidden="true">…</p>
        </Loading>
      ) : !agencies ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : agencies.length === 0 ? (
        <p className={styles.muted}>
          <Trans>
            No agency yet. Create the first one to let travellers book its tours and send it requests.
          </Trans>
        </p>
      ) : (
        <ul className={styles.list} data-testid="agency-list">
          {agencies.map((agency) => (
            <li key={agency.id} className={styles.row}>
              <Link to={to(`/admin/agencies/${agency.id}`)}>
                {agency.logo && (
                  // Decorative beside the name the link already says.
                  <img
                    className={logoStyles.thumb}
                    src={agencyLogoUrl(agency.logo, 64)}
                    alt=""
                    width={32}
                    height={32}
                  />
                )}{" "}
                {agency.name}
              </Link>
              <span className={styles.muted}>
                {agency.city[locale]}
                {agency.destinations.length > 0 &&
                  ` · ${agency.destinations.map((d) => destinationName(d, locale)).join(", ")}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
