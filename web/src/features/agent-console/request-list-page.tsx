import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { changeRequestWaiting, type TripRequest, tripRequestStatuses } from "@tembea/shared";
import { type ReactNode, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName } from "../../lib/format";
import { agentRequestPath } from "../../lib/paths";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { ReferenceCode } from "../../ui/reference-code";
import { Skeleton } from "../../ui/skeleton";
import { useTripLabels } from "../trip-labels/labels";
import styles from "./agent-console.module.css";
import { type RequestStatus, useAgencyRequests } from "./queries";
import { formatReceived, replyDue } from "./reply-due";
import { orderRequests, type RequestOrder, requestOrders } from "./request-order";
import { ChangeRequestedBadge, GroupSummary, ReplyDueLabel, StatusBadge, TripDates } from "./request-summary";
import { useMediaQuery } from "./use-media-query";
import { useNow } from "./use-now";

/**
 * The filter and the order live in the URL (?status=in-progress, ?changes=waiting, ?sort=reply-due),
 * so a filtered list can be reloaded and shared. "Change requested" is one more filter beside the
 * statuses: the requests where a traveller's change waits for the agent, whatever their status.
 */
type ListFilter = RequestStatus | "changes" | undefined;

function useListView(): { filter: ListFilter; order: RequestOrder } {
  const [params] = useSearchParams();
  const status = params.get("status");
  const filter: ListFilter =
    params.get("changes") === "waiting" ? "changes" : tripRequestStatuses.find((s) => s === status);
  const order = requestOrders.find((o) => o === params.get("sort")) ?? "newest";
  return { filter, order };
}

/** The query string of a view; the default order is left out so plain /agent stays plain. */
function viewSearch(filter: ListFilter, order: RequestOrder): string {
  const params = new URLSearchParams();
  if (filter === "changes") params.set("changes", "waiting");
  else if (filter) params.set("status", filter);
  if (order !== "newest") params.set("sort", order);
  const search = params.toString();
  return search ? `?${search}` : "";
}

function ListFilters({ current, order }: { current: ListFilter; order: RequestOrder }) {
  const { t } = useLingui();
  const labels = useTripLabels();
  const to = useLocalizedPath();
  const options: [ListFilter, string][] = [
    [undefined, t`All`],
    ...tripRequestStatuses.map((s): [RequestStatus, string] => [s, labels.status[s]]),
    ["changes", t`Change requested`],
  ];
  return (
    <nav aria-label={t`Filter by status`}>
      <ul className={styles.filters}>
        {options.map(([filter, label]) => (
          <li key={filter ?? "all"}>
            <Link
              to={`${to("/agent")}${viewSearch(filter, order)}`}
              className={styles.filter}
              aria-current={filter === current ? "page" : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OrderSelect({ filter, order }: { filter: ListFilter; order: RequestOrder }) {
  const { t } = useLingui();
  const id = useId();
  const [, setParams] = useSearchParams();
  return (
    <div className={styles.order}>
      <label htmlFor={id}>
        <Trans>Order</Trans>
      </label>
      <select
        id={id}
        className={styles.orderSelect}
        value={order}
        onChange={(event) => {
          const next = requestOrders.find((o) => o === event.target.value) ?? "newest";
          setParams(new URLSearchParams(viewSearch(filter, next)));
        }}
      >
        <option value="newest">{t`Newest first`}</option>
        <option value="reply-due">{t`Reply due soonest`}</option>
      </select>
    </div>
  );
}

function isOverdue(request: TripRequest, now: number): boolean {
  return request.status === "in-progress" && replyDue(request.replyDueAt, now).overdue;
}

function RequestLink({ request }: { request: TripRequest }) {
  const to = useLocalizedPath();
  return (
    <Link to={to(agentRequestPath(request.id))} className={styles.rowLink}>
      {request.travellerName}
    </Link>
  );
}

/** The request's short reference, which the traveller quotes when they write or call. */
function RequestReference({ request }: { request: TripRequest }) {
  return request.reference ? <ReferenceCode value={request.reference} className={styles.received} /> : null;
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
              <RequestReference request={request} />
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
              <span className={styles.badges}>
                <StatusBadge status={request.status} />
                {changeRequestWaiting(request) && <ChangeRequestedBadge />}
              </span>
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
            <span className={styles.badges}>
              <StatusBadge status={request.status} />
              {changeRequestWaiting(request) && <ChangeRequestedBadge />}
            </span>
          </div>
          <RequestReference request={request} />
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

/**
 * /agent: the requests of the agent's own agency, newest first or by reply due, filterable by status
 * or by a waiting change request (filtered here: the API lists all of the agency's requests anyway).
 */
export function RequestListPage() {
  const { t } = useLingui();
  usePageTitle(t`Trip requests`);
  const { filter, order } = useListView();
  const status = filter === "changes" ? undefined : filter;
  const labels = useTripLabels();
  const now = useNow();
  const wide = useMediaQuery("(min-width: 768px)");
  const to = useLocalizedPath();
  const { data, status: loadStatus, refetch, isRefetching } = useAgencyRequests(status);
  const requests = data
    ? orderRequests(
        filter === "changes" ? data.requests.filter((r) => changeRequestWaiting(r)) : data.requests,
        order,
      )
    : [];

  let content: ReactNode;
  if (loadStatus === "pending") content = <ListSkeleton />;
  else if (loadStatus === "error")
    content = <LoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  else if (requests.length === 0) {
    const label = status ? labels.status[status] : "";
    content = (
      <p className={styles.empty} role="status">
        {filter === "changes" ? (
          <Trans>No change requests are waiting for you.</Trans>
        ) : status ? (
          <Trans>No requests with the status “{label}”.</Trans>
        ) : (
          <Trans>No trip requests yet. New ones appear here as soon as travellers send them.</Trans>
        )}
      </p>
    );
  } else {
    const overdue = requests.filter((r) => isOverdue(r, now)).length;
    const changes = requests.filter((r) => changeRequestWaiting(r)).length;
    content = (
      <>
        {overdue > 0 && (
          <p className={styles.overdueNote} data-testid="overdue-note">
            <Plural
              value={overdue}
              one="# request is overdue: the 72 hours are over."
              other="# requests are overdue: the 72 hours are over."
            />
            {/* The requests waiting for an offer, the longest overdue first: one click to start. */}
            {(filter !== "in-progress" || order !== "reply-due") && (
              <>
                {" "}
                <Link to={`${to("/agent")}${viewSearch("in-progress", "reply-due")}`}>
                  <Trans>Most urgent first</Trans>
                </Link>
              </>
            )}
          </p>
        )}
        {changes > 0 && filter !== "changes" && (
          <p className={styles.changesNote} data-testid="changes-note">
            <Plural
              value={changes}
              one="# request has a change request waiting for you."
              other="# requests have a change request waiting for you."
            />{" "}
            <Link to={`${to("/agent")}${viewSearch("changes", order)}`}>
              <Trans>Show only these</Trans>
            </Link>
          </p>
        )}
        {wide ? (
          <RequestTable requests={requests} now={now} />
        ) : (
          <RequestCards requests={requests} now={now} />
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
        <Trans>Your agency's tailored trip requests. Tembea promises an offer within 72 hours.</Trans>
      </p>
      <ListFilters current={filter} order={order} />
      <OrderSelect filter={filter} order={order} />
      {content}
    </Container>
  );
}

/** The route table's page: /agent: the agents' list of trip requests. */
export { RequestListPage as Component };
