import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isNotFound } from "../../api/client";
import { useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { Skeleton } from "../../ui/skeleton";
import { NotFoundPage } from "../errors/not-found-page";
import styles from "./trips.module.css";

/** Every trip page: back to My trips, then loading, not found (the 404 page), failed, or the trip. */
export function TripPageFrame<T>({
  query,
  children,
}: {
  query: {
    data: T | undefined;
    error: unknown;
    isError: boolean;
    refetch: () => unknown;
    isRefetching: boolean;
  };
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  // Someone else's trip looks exactly like a trip that does not exist.
  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;
  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <Link to={to("/account/trips")} className={styles.back}>
        ← <Trans>My trips</Trans>
      </Link>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data === undefined ? (
        <Loading label={t`Loading your trip…`} aria-busy="true">
          <Skeleton height="2.5rem" width="60%" />
          <Skeleton height="12rem" />
        </Loading>
      ) : (
        children(query.data)
      )}
    </Container>
  );
}
