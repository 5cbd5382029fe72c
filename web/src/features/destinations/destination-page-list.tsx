import { Trans, useLingui } from "@lingui/react/macro";
import { type Destination, sortDestinationsByName } from "@tembea/shared";
import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale-context";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import styles from "../../ui/pages.module.css";
import { Skeleton } from "../../ui/skeleton";
import { useDestinations } from "./use-destinations";

/**
 * The destinations sorted by name in the page's language, each drawn by `card`, with loading,
 * error and empty states (used by /destinations and /tailored-trips).
 */
export function DestinationCards({
  labelledBy,
  card,
}: {
  labelledBy: string;
  card: (destination: Destination) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, status, refetch, isRefetching } = useDestinations(locale);
  if (status === "pending") {
    return (
      <Loading label={t`Loading destinations…`}>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <Skeleton height="14rem" />
            </li>
          ))}
        </ul>
      </Loading>
    );
  }
  if (status === "error") return <LoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  if (data.length === 0) {
    return (
      <p className={styles.message} role="status">
        <Trans>No destinations are available at the moment.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {sortDestinationsByName(data, locale).map((destination) => (
        <li key={destination.slug} className={styles.card}>
          {card(destination)}
        </li>
      ))}
    </ul>
  );
}
