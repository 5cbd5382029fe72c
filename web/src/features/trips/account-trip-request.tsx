import { Trans, useLingui } from "@lingui/react/macro";
import { offerOpenToAccept, todayUtc } from "@tembea/shared";
import { useParams, useSearchParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName } from "../../lib/format";
import { myTripRequestSummaryPath } from "../../lib/paths";
import { ButtonLink } from "../../ui/button";
import { usePageTitle } from "../../ui/page-title";
import { ReferenceCode } from "../../ui/reference-code";
import { formatDateTime } from "../trip-labels/format";
import { ChangeRequests } from "./change-requests";
import { OfferSection } from "./offer-section";
import { TripPageFrame } from "./page-frame";
import { useMyTripRequest } from "./queries";
import { RequestDetails } from "./request-details";
import { StatusBadge } from "./status-badge";
import { requestStatus } from "./trip-status";
import styles from "./trips.module.css";

/** /account/trips/request/{id}: the request as entered, the offer (to accept), change requests. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Trip request`);
  const { id = "" } = useParams();
  const locale = useLocale();
  const to = useLocalizedPath();
  const query = useMyTripRequest(id);
  // The checkout's cancel link (also taken when it expires) comes back with ?payment=cancelled.
  const [params] = useSearchParams();
  const returnedUnpaid = params.get("payment") === "cancelled";
  return (
    <TripPageFrame query={query}>
      {(request) => {
        const destination = destinationName(request.destination, locale);
        const due = formatDateTime(request.replyDueAt, locale);
        return (
          <>
            <div className={styles.header}>
              <h1>
                <Trans>Tailored trip to {destination}</Trans>
              </h1>
              <StatusBadge status={requestStatus(request, todayUtc())} />
            </div>
            {request.reference && (
              <p className={styles.muted}>
                <Trans>Reference</Trans> <ReferenceCode value={request.reference} />
              </p>
            )}
            {returnedUnpaid && (
              <p role="status" className={styles.notice} data-testid="checkout-not-completed">
                {offerOpenToAccept(request, todayUtc()) ? (
                  <Trans>
                    The payment was not completed, so nothing was charged. The offer is still open.
                  </Trans>
                ) : (
                  <Trans>The payment was not completed, so nothing was charged.</Trans>
                )}
              </p>
            )}
            {request.status === "in-progress" && (
              <p className={styles.notice}>
                <Trans>
                  A local agent is preparing your free, non-binding offer and will reply by {due}.
                </Trans>
              </p>
            )}
            {request.status === "booked" && (
              <div className={styles.notice}>
                <p>
                  <Trans>You have accepted this offer. Your trip is booked.</Trans>
                </p>
                <ButtonLink to={to(myTripRequestSummaryPath(request.id))}>
                  <Trans>See your booked trip</Trans>
                </ButtonLink>
              </div>
            )}
            {request.offer && <OfferSection request={request} offer={request.offer} />}
            <RequestDetails request={request} />
            <ChangeRequests request={request} />
          </>
        );
      }}
    </TripPageFrame>
  );
}
