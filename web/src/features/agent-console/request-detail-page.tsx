import { Trans, useLingui } from "@lingui/react/macro";
import { changeRequestWaiting, type TripRequest } from "@tembea/shared";
import { useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { isNotFound } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName } from "../../lib/format";
import { Button } from "../../ui/button";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { usePageTitle } from "../../ui/page-title";
import { ReferenceCode } from "../../ui/reference-code";
import { Skeleton } from "../../ui/skeleton";
import { NotFoundPage } from "../errors/not-found-page";
import styles from "./agent-console.module.css";
import { readOfferDraft } from "./offer-draft";
import { OfferForm } from "./offer-form";
import { OfferView } from "./offer-view";
import { PaymentSection } from "./payment-section";
import { useAgencyRequest } from "./queries";
import { ChangeRequests, ContactFacts, RequestFacts } from "./request-facts";
import { ChangeRequestedBadge, ReplyDueLabel, StatusBadge } from "./request-summary";
import { useNow } from "./use-now";

/** Offers can be sent while a request waits for one, and revised while it is on offer (as the API allows). */
const openForOffers = (status: TripRequest["status"]) =>
  status === "in-progress" || status === "offer-available";

function OfferSection({ request }: { request: TripRequest }) {
  // A revision the agent left half-written is open again when they come back to the request.
  const [revising, setRevising] = useState(
    () => request.offer !== undefined && readOfferDraft(request.id, request.offer.sentAt) !== undefined,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set when the button opened the revision (not when a draft reopened it on arrival). */
  const opened = useRef(false);
  const done = () => {
    opened.current = false;
    setRevising(false);
    // The form is gone: focus goes to the section's heading, so keyboard users are not left nowhere.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const offer = request.offer;
  return (
    <section aria-labelledby="request-offer" className={`${styles.section} ${styles.offerSection}`}>
      <h2 id="request-offer" ref={heading} tabIndex={-1}>
        <Trans>Offer</Trans>
      </h2>
      {offer && !revising && <OfferView offer={offer} />}
      {offer && !revising && openForOffers(request.status) && (
        <Button
          variant="secondary"
          onClick={() => {
            opened.current = true;
            setRevising(true);
          }}
        >
          <Trans>Send a revised offer</Trans>
        </Button>
      )}
      {!offer && !openForOffers(request.status) && (
        <p className={styles.muted}>
          <Trans>This request no longer takes offers.</Trans>
        </p>
      )}
      {((!offer && openForOffers(request.status)) || revising) && (
        // A revision replaces the button that was pressed: the form takes the focus on arrival.
        <OfferForm request={request} onDone={done} focusOnMount={opened.current} />
      )}
    </section>
  );
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <Container className={styles.page}>
      <p role="status" className="visually-hidden">
        {t`Loading the request…`}
      </p>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton height="12rem" className={styles.skeletonRow} />
      <Skeleton height="12rem" className={styles.skeletonRow} />
    </Container>
  );
}

/** /agent/requests/{id}: what the traveller asked for, their change requests, and the agency's offer. */
export function RequestDetailPage() {
  const { id = "" } = useParams();
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const now = useNow();
  const { data: request, status, error, refetch, isRefetching } = useAgencyRequest(id);
  const name = request?.travellerName ?? "";
  usePageTitle(request ? t`Request from ${name}` : t`Trip request`);

  if (status === "pending") return <DetailSkeleton />;
  if (status === "error") {
    // Another agency's request, or no request at all: the API does not say which, and neither do we.
    if (isNotFound(error)) {
      return <NotFoundPage />;
    }
    return (
      <Container className={styles.page}>
        <LoadError onRetry={() => void refetch()} retrying={isRefetching} />
      </Container>
    );
  }

  const destination = destinationName(request.destination, locale);
  return (
    <Container className={styles.page}>
      <p className={styles.back}>
        <Link to={to("/agent")}>
          <span aria-hidden="true">←</span>
          <Trans>All requests</Trans>
        </Link>
      </p>
      <header className={styles.detailHead}>
        <h1>
          <Trans>Request from {name}</Trans>
        </h1>
        <p className={styles.detailMeta}>
          {request.reference && (
            <span>
              <Trans>Reference</Trans> <ReferenceCode value={request.reference} />
            </span>
          )}
          <span>{destination}</span>
          <StatusBadge status={request.status} />
          {changeRequestWaiting(request) && <ChangeRequestedBadge />}
          {request.status === "in-progress" && <ReplyDueLabel request={request} now={now} />}
        </p>
      </header>
      <div className={styles.detailGrid}>
        <div>
          <RequestFacts request={request} />
          <ChangeRequests request={request} />
        </div>
        <div>
          <ContactFacts request={request} />
        </div>
      </div>
      <PaymentSection request={request} />
      <OfferSection request={request} />
    </Container>
  );
}

/** The route table's page: /agent/requests/{id}. */
export { RequestDetailPage as Component };
