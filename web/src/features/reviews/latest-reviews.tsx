import { Trans } from "@lingui/react/macro";
import { useHydrated } from "../../ui/hydration";
import { LoadError } from "../../ui/load-error";
import { useLatestReviews } from "../tours/queries";
import { ReviewList } from "../tours/tour-sections";
import styles from "./latest-reviews.module.css";

/**
 * The home page's traveller reviews (docs/product-spec.md, section 1), the newest six, each with its tour and
 * agency.
 */
export function LatestReviews() {
  const { data, status, refetch, isRefetching } = useLatestReviews();
  // A prerendered home page shows the loading state (the build asks no API: the one query
  // prerender/render-page.tsx lets a page leave pending); hydration must find it even when the
  // answer has already arrived.
  const hydrated = useHydrated();
  if (status === "pending" || !hydrated) {
    return (
      <p role="status" className={styles.loading}>
        <Trans>Loading reviews…</Trans>
      </p>
    );
  }
  if (status === "error") return <LoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  if (data.reviews.length === 0) {
    return (
      <p className={styles.loading}>
        <Trans>No reviews yet</Trans>
      </p>
    );
  }
  return <ReviewList reviews={data.reviews} showTour />;
}
