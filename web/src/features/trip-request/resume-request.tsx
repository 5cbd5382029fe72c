import { Trans, useLingui } from "@lingui/react/macro";
import { destinations } from "@tembea/shared";
import { Link, useLocation } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { tripRequestDrafts, useLatestTripRequestDraft } from "./draft";
import styles from "./resume-request.module.css";
import { tripRequestSession, useActiveTripRequestSession } from "./session-store";

/** Whether the path is one of the wizard's own pages (no need to offer to resume there). */
const inWizard = (pathname: string) => /\/tailored-trips\/[^/]+\/request(\/|$)/.test(pathname);

/**
 * The header's discreet offer to resume an unfinished request (activeSession and saved answers),
 * with the store's clear action to discard it.
 */
export function ResumeTripRequest() {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const active = useActiveTripRequestSession();
  const latest = useLatestTripRequestDraft();
  if (!active || !latest || inWizard(pathname)) return null;
  const place = destinations.find((d) => d.slug === latest.destination)?.name[locale] ?? latest.destination;

  return (
    <div className={styles.bar} data-testid="resume-trip-request">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <Trans>You have an unfinished trip request for {place}.</Trans>{" "}
          <Link to={to(`/tailored-trips/${latest.destination}/request`)} className={styles.link}>
            <Trans>Resume your trip request</Trans>
          </Link>
        </p>
        <button
          type="button"
          className={styles.discard}
          onClick={() => {
            tripRequestSession.clear();
            tripRequestDrafts.removeAll();
          }}
          aria-label={t`Discard your trip request`}
        >
          <Trans>Discard</Trans>
        </button>
      </div>
    </div>
  );
}
