import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type TripRequest, tripRequestStatuses } from "@tembea/shared";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { Skeleton } from "../../ui/skeleton";
import { destinationName } from "../tours/format";
import { useTripLabels } from "../trip-labels/labels";
import styles from "./agent-console.module.css";
import { type RequestStatus, useAgencyRequests } from "./queries";
import { formatReceived, replyDue } from "./reply-due";
import { GroupSummary, ReplyDueLabel, StatusBadge, TripDates } from "./request-summary";
import { useMediaQuery } from "./use-media-query";
import { useNow } from "./use-now";

/** The status filter lives in the URL (?status=in-progress), so a filtered list can be reloaded and shared. */
function useStatusFilter(): RequestStatus | undefined {
  const [params] = useSearchParams();
  const value = params.get("status");
  return tripRequestStatuses.find((s) => s === value);
}

function StatusFilter({ current }: { current: RequestStatus | undefined }) {
  const { t } = useLingui();
  const labels = useTripLabels();
  const to = useLocalizedPath();
  const options: [RequestStatus | undefined, string][] = [
    [undefined, t`All`],
    ...tripRequestStatuses.map((s): [RequestStatus, string] => [s, labels.status[s]]),
  ];
  return (
    <nav aria-label={t`Filter by status`}>
      <ul className={styles.filters}>
        {options.map(([status, label]) => (
          <li key={status ?? "all"}>
            <Link
              to={status ? `${to("/agent")}?status=${status}` : to("/agent")}
              className={styles.filter}
              aria-current={status === current ? "page" : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function isOverdue(request: TripRequest, now: number): boolean {
  return request.status === "in-progress" && replyDue(request.replyDueAt, now).overdue;
}

function RequestLink({ request }: { request: TripRequest }) {
  const to = useLocalizedPath();
  return (
    <Link to={to(`/agent/requests/${request.id}`)} className={styles.rowLink}>
      {request.travellerName}
    </Link>
  );
}

/** Desktop: one row per request, the columns an agent compares at a glance. */
function RequestTable({ requests, now }: { requests: TripRequest[]; now: number }) {
  const locale = useLocale();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Traveller</Trans>
          </th>
          <th scope="col">
            <Trans>Destination</Trans>
          </th>
          <th scope="col">
            <Trans>Group</Trans>
          </th>
          <th scope="col">
            <Trans>Dates</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Reply</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr
            key={request.id}
            className={isOverdue(request, now) ? `${styles.row} ${styles.rowOverdue}` : styles.row}
            data-testid="agent-request"
            data-request-id={request.id}
          >
            <th scope="row">
              <RequestLink request={request} />
              <span className={styles.received}>{formatReceived(request.createdAt, now, locale)}</span>
            </th>
            <td>{destinationName(request.destination, locale)}</td>
            <td>
              <GroupSummary travellers={request.travellers} />
            </td>
            <td>
              <TripDates date={request.date} />
            </td>
            <td>
              <StatusBadge status={request.status} />
            </td>
            <td>
              <ReplyDueLabel request={request} now={now} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Mobile: one card per request, the whole card opens it. */
function RequestCards({ requests, now }: { requests: TripRequest[]; now: number }) {
  const locale = useLocale();
  return (
    <ul className={styles.cards}>
      {requests.map((request) => (
        <li
          key={request.id}
          className={isOverdue(request, now) ? `${styles.card} ${styles.cardOverdue}` : styles.card}
          data-testid="agent-request"
          data-request-id={request.id}
        >
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              <RequestLink request={request} />
            </h2>
            <StatusBadge status={request.status} />
          </div>
          <p className={styles.cardLine}>
            {destinationName(request.destination, locale)} · <TripDates date={request.date} />
          </p>
          <p className={styles.cardLine}>
            <GroupSummary travellers={request.travellers} />
          </p>
          <p className={styles.cardFoot}>
            <ReplyDueLabel request={request} now={now} />
            <span className={styles.received}>{formatReceived(request.createdAt, now, locale)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading the requests…`}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="3.5rem" className={styles.skeletonRow} />
      ))}
    </Loading>
  );
}

/** /agent: the requests of the agent's own agency, newest first, filterable by status. */
export function RequestListPage() {
  const { t } = useLingui();
  usePageTitle(t`Trip requests`);
  const status = useStatusFilter();
  const labels = useTripLabels();
  const now = useNow();
  const wide = useMediaQuery("(min-width: 768px)");
  const { data, status: loadStatus, refetch, isRefetching } = useAgencyRequests(status);

  let content: ReactNode;
  if (loadStatus === "pending") content = <ListSkeleton />;
  else if (loadStatus === "error")
    content = <LoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  else if (data.requests.length === 0) {
    const label = status ? labels.status[status] : "";
    content = (
      <p className={styles.empty} role="status">
        {status ? (
          <Trans>No requests with the status “{label}”.</Trans>
        ) : (
          <Trans>No trip requests yet. New ones appear here as soon as travellers send them.</Trans>
        )}
      </p>
    );
  } else {
    const overdue = data.requests.filter((r) => isOverdue(r, now)).length;
    content = (
      <>
        {overdue > 0 && (
          <p className={styles.overdueNote}>
            <Plural
              value={overdue}
              one="# request is overdue: the 72 hours are over."
              other="# requests are overdue: the 72 hours are over."
            />
          </p>
        )}
        {wide ? (
          <RequestTable requests={data.requests} now={now} />
        ) : (
          <RequestCards requests={data.requests} now={now} />
        )}
      </>
    );
  }

  return (
    <Container className={styles.page}>
      <h1>
        <Trans>Trip requests</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Your agency's tailored trip requests, newest first. Tembea promises an offer within 72 hours.
        </Trans>
      </p>
      <StatusFilter current={status} />
      {content}
    </Container>
  );
}
