import { Trans, useLingui } from "@lingui/react/macro";
import * as Tabs from "@radix-ui/react-tabs";
import { todayUtc } from "@tembea/shared";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { Skeleton } from "../../ui/skeleton";
import { useMyBookings, useMyTripRequests } from "./queries";
import { TripCard } from "./trip-card";
import { type TripTab, tripItems } from "./trip-status";
import styles from "./trips.module.css";

const tabs: TripTab[] = ["booked", "requests", "cancelled"];
const isTab = (value: string | null): value is TripTab => tabs.includes(value as TripTab);

function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="trips-empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** /account/trips (empty layout): My trips in three tabs; the tab is kept in the URL (?tab=). */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`My trips`);
  const to = useLocalizedPath();
  const [search, setSearch] = useSearchParams();
  const tab = isTab(search.get("tab")) ? (search.get("tab") as TripTab) : "booked";
  const bookings = useMyBookings();
  const requests = useMyTripRequests();
  const failed = bookings.isError || requests.isError;
  const items =
    bookings.data && requests.data
      ? tripItems(bookings.data.bookings, requests.data.requests, todayUtc())
      : undefined;

  const panel = (name: TripTab, empty: ReactNode) => {
    const shown = items?.filter((item) => item.tab === name) ?? [];
    return (
      <Tabs.Content value={name} className={styles.panel}>
        {failed ? (
          <LoadError
            onRetry={() => {
              void bookings.refetch();
              void requests.refetch();
            }}
            retrying={bookings.isRefetching || requests.isRefetching}
          />
        ) : !items ? (
          <Loading label={t`Loading your trips…`} aria-busy="true">
            <Skeleton height="5.5rem" />
            <Skeleton height="5.5rem" />
          </Loading>
        ) : shown.length === 0 ? (
          empty
        ) : (
          <ul className={styles.list}>
            {shown.map((item) => (
              <TripCard
                key={`${item.kind}-${item.kind === "booking" ? item.booking.id : item.request.id}`}
                item={item}
              />
            ))}
          </ul>
        )}
      </Tabs.Content>
    );
  };

  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <Link to={to("/account")} className={styles.back}>
        ← <Trans>My account</Trans>
      </Link>
      <h1>
        <Trans>My trips</Trans>
      </h1>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearch(value === "booked" ? {} : { tab: value }, { replace: true })}
      >
        <Tabs.List className={styles.tabList} aria-label={t`My trips`}>
          <Tabs.Trigger value="booked" className={styles.tab}>
            <Trans>Booked trips</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="requests" className={styles.tab}>
            <Trans>Trip requests</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="cancelled" className={styles.tab}>
            <Trans>Cancelled trips</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        {panel(
          "booked",
          <Empty
            action={
              <ButtonLink to={to("/group-tours")} variant="secondary">
                <Trans>Browse group tours</Trans>
              </ButtonLink>
            }
          >
            <Trans>You have no booked trips yet.</Trans>
          </Empty>,
        )}
        {panel(
          "requests",
          <Empty
            action={
              <ButtonLink to={to("/tailored-trips")} variant="secondary">
                <Trans>Request a tailored trip</Trans>
              </ButtonLink>
            }
          >
            <Trans>You have no open trip requests.</Trans>
          </Empty>,
        )}
        {panel(
          "cancelled",
          <Empty>
            <Trans>You have no cancelled trips or expired quotes.</Trans>
          </Empty>,
        )}
      </Tabs.Root>
    </Container>
  );
}
