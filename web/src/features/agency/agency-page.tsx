import { Trans, useLingui } from "@lingui/react/macro";
import { agencyLogoUrl, destinationName } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import styles from "./agency.module.css";
import { useMyAgency } from "./queries";

/** /agent/agency: the agent's own agency as the operator set it up (the operator changes it). */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  usePageTitle(t`Agency`);
  const query = useMyAgency();
  const agency = query.data;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{agency?.name ?? <Trans>Agency</Trans>}</h1>
      {query.isPending ? (
        <Loading label={t`Loading the agency`}>
          <p aria-hidden="true">…</p>
        </Loading>
      ) : !agency ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          {agency.logo && (
            // Decorative: the heading names the agency.
            <img
              className={styles.logo}
              src={agencyLogoUrl(agency.logo, 128)}
              srcSet={`${agencyLogoUrl(agency.logo, 128)} 1x, ${agencyLogoUrl(agency.logo, 256)} 2x`}
              alt=""
              width={96}
              height={96}
              data-testid="my-agency-logo"
            />
          )}
          <p className={styles.about}>{agency.about[locale]}</p>
          <dl className={styles.facts}>
            <dt>
              <Trans>City</Trans>
            </dt>
            <dd>{agency.city[locale]}</dd>
            <dt>
              <Trans>Tailored requests for</Trans>
            </dt>
            <dd>
              {agency.destinations.length > 0 ? (
                agency.destinations.map((d) => destinationName(d, locale)).join(", ")
              ) : (
                <Trans>No destination yet</Trans>
              )}
            </dd>
            <dt>
              <Trans>Request mails go to</Trans>
            </dt>
            <dd>{agency.requestEmail || "–"}</dd>
          </dl>
          <p className={styles.muted}>
            <Trans>Tembea's team keeps these details; write to them for a change.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
