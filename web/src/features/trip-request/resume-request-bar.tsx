import { Trans, useLingui } from "@lingui/react/macro";
import { destinationPhraseOf } from "@tembea/shared";
import { tripRequestPath } from "@tembea/shared/site/site-paths";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { tripRequestDrafts, useLatestTripRequestDraft } from "./draft";
import styles from "./resume-request.module.css";
import { tripRequestSession } from "./session-store";

/** Resolves once the saved answers can be read (their parser loads with them). */
export const draftsReady = () => tripRequestDrafts.ready();

/**
 * The offer to resume an unfinished request, once its saved answers are read, with the store's
 * clear action to discard it.
 */
export function ResumeRequestBar() {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const latest = useLatestTripRequestDraft();
  if (!latest) return null;
  const phrase = destinationPhraseOf(latest.destination, locale);

  return (
    <div className={styles.bar} data-testid="resume-trip-request">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <Trans>You have an unfinished request for a trip {phrase}.</Trans>{" "}
          <Link to={to(tripRequestPath(latest.destination))} className={styles.link}>
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
