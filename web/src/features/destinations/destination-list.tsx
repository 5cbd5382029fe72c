import { Trans, useLingui } from "@lingui/react/macro";
import type { Destination, Locale } from "@tembea/shared";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { cardImageSizes } from "../../ui/image-sources";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import styles from "./destination-list.module.css";
import { useDestinations } from "./use-destinations";

function DestinationCard({
  destination,
  locale,
  priority,
}: {
  destination: Destination;
  locale: Locale;
  priority: boolean;
}) {
  const to = useLocalizedPath();
  return (
    <li className={styles.card}>
      <ResponsiveImage
        name={destination.slug}
        alt=""
        sizes={cardImageSizes}
        width={640}
        height={427}
        priority={priority}
        className={styles.image}
      />
      <h3 className={styles.name}>
        <Link
          className={styles.link}
          to={to(`/group-tours/${destination.slug}`)}
          data-testid="destination-name"
        >
          {destination.name[locale]}
        </Link>
      </h3>
      <p className={styles.description}>{destination.description[locale]}</p>
    </li>
  );
}

const skeletonCount = 6;

/**
 * The destinations in the page's language, in the order the API sends them (sorted by name in
 * that language), with loading, error and empty states.
 */
export function DestinationList({ labelledBy }: { labelledBy: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, status, refetch, isRefetching } = useDestinations(locale);

  if (status === "pending") {
    return (
      <Loading label={t`Loading destinations…`}>
        <ul className={styles.grid} aria-busy="true" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className={`${styles.card} ${styles.skeleton}`} />
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
      {data.map((destination, index) => (
        // The first card's image is the largest paint on a phone: fetched at once, not lazily.
        <DestinationCard
          key={destination.slug}
          destination={destination}
          locale={locale}
          priority={index === 0}
        />
      ))}
    </ul>
  );
}
