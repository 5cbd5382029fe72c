import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { isNotFound } from "../../api/client";
import type { UseQueryResult } from "../../lib/query";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { NotFoundPage } from "../errors/not-found-page";
import styles from "./tours.module.css";

/**
 * What a tour page shows until its tour is there: the skeleton while it loads, the 404 page for a
 * tour the API does not know, the load error with a retry otherwise.
 */
export function TourPageFallback({ query }: { query: UseQueryResult<unknown> }) {
  if (query.status === "pending") return <DetailSkeleton />;
  if (isNotFound(query.error)) return <NotFoundPage />;
  return (
    <Container className={styles.page}>
      <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
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
