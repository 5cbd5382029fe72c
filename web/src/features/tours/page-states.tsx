import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isNotFound } from "../../api/client";
import { useLocalizedPath } from "../../i18n/locale-context";
import type { TourKind } from "../../lib/paths";
import type { UseQueryResult } from "../../lib/query";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { NotFoundPage } from "../errors/not-found-page";
import styles from "./tours.module.css";

/**
 * What a tour page shows until its tour is there: the skeleton while it loads, the 404 page for a
 * tour the API does not know, otherwise a page that says the tour could not be loaded (a heading,
 * so a screen reader lands on something), with a retry and the way to the other tours of its kind.
 */
export function TourPageFallback({ query, kind }: { query: UseQueryResult<unknown>; kind: TourKind }) {
  const to = useLocalizedPath();
  if (query.status === "pending") return <DetailSkeleton />;
  if (isNotFound(query.error)) return <NotFoundPage />;
  return (
    <Container className={styles.page}>
      <h1>
        <Trans>This tour could not be loaded</Trans>
      </h1>
      <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      <p className={styles.fallbackBack}>
        <Link to={to(kind === "group" ? "/group-tours" : "/special-tours")}>
          {kind === "group" ? <Trans>See all group tours</Trans> : <Trans>See all special tours</Trans>}
        </Link>
      </p>
    </Container>
  );
}

/**
 * What a tour page shows while its data loads. It is at least a screen high, so the footer below
 * stays out of sight and does not jump when the tour arrives (layout shift, CLS).
 */
export function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <Container className={`${styles.page} ${styles.detailSkeleton}`}>
      <p role="status" className="visually-hidden">
        {t`Loading the tour…`}
      </p>
      <div aria-hidden="true">
        <div className={`${styles.skeleton} ${styles.skeletonHero}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine} ${styles.skeletonShort}`} />
        <div className={`${styles.skeleton} ${styles.skeletonBlock}`} />
      </div>
    </Container>
  );
}

/** Sticks to the bottom of the screen at the end of the page, so it never hides the content above it. */
export function BottomBar({ price, to }: { price: ReactNode; to: string }) {
  return (
    <div className={styles.bottomBar} data-testid="bottom-bar">
      <Container className={styles.bottomBarInner}>
        <p className={styles.bottomBarPrice}>{price}</p>
        <ButtonLink to={to}>
          <Trans>Book a date</Trans>
        </ButtonLink>
      </Container>
    </div>
  );
}
