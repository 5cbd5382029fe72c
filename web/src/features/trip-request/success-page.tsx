import { Trans, useLingui } from "@lingui/react/macro";
import { dateTimeFormat, destinationPhraseOf } from "@tembea/shared";
import { useState } from "react";
import { useParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { myTripRequestPath } from "../../lib/paths";
import { ButtonLink } from "../../ui/button";
import { usePageTitle } from "../../ui/page-title";
import { ReferenceCode } from "../../ui/reference-code";
import { readSubmitted } from "./submitted";
import styles from "./trip-request.module.css";

/**
 * After sending: the request's reference and the 72-hour promise. Opened without a request (another
 * tab, a bookmark, another destination) it says "No trip request found" (docs/product-spec.md, section 2).
 */
export function TripRequestSuccessPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { destination } = useParams();
  const [submitted] = useState(readSubmitted);
  const request =
    submitted && (!destination || submitted.destination === destination) ? submitted : undefined;
  usePageTitle(request ? t`Thank you for your request` : t`No trip request found`);

  if (!request) {
    return (
      <div className={`container ${styles.page}`}>
        <div className={`${styles.card} ${styles.done}`}>
          <h1 className={styles.title} tabIndex={-1} data-route-focus>
            <Trans>No trip request found</Trans>
          </h1>
          <p>
            <Trans>Tell us about the trip you have in mind and a local agent prepares a free offer.</Trans>
          </p>
          <ButtonLink to={to("/tailored-trips")}>
            <Trans>Request a tailored trip</Trans>
          </ButtonLink>
        </div>
      </div>
    );
  }

  const phrase = destinationPhraseOf(request.destination, locale);
  const replyBy = dateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(request.replyDueAt));
  return (
    <div className={`container ${styles.page}`}>
      <div className={`${styles.card} ${styles.done}`} data-testid="trip-request-success">
        <h1 className={styles.title} tabIndex={-1} data-route-focus>
          <Trans>Thank you for your request</Trans>
        </h1>
        <p>
          <Trans>Your request for a tailored trip {phrase} has been sent to our local agency.</Trans>
        </p>
        <p>
          <Trans>
            <strong>An agent replies within 72 hours</strong>, by {replyBy}. We have sent you a confirmation
            by e-mail.
          </Trans>
        </p>
        <p>
          <Trans>Request reference:</Trans>{" "}
          {request.reference ? (
            <ReferenceCode value={request.reference} />
          ) : (
            <span className={styles.reference}>{request.id}</span>
          )}
        </p>
        <ButtonLink to={to(myTripRequestPath(request.id))}>
          <Trans>See your request</Trans>
        </ButtonLink>
        <ButtonLink variant="secondary" to={to("/")}>
          <Trans>Back to homepage</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}

/** The route table's page: /request/thank-you and the wizard's success step. */
export { TripRequestSuccessPage as Component };
