import type { Destination, Locale } from "@tembea/shared";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { cardImageSizes } from "../../ui/image-sources";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import styles from "./destination-list.module.css";
import { DestinationStates } from "./destination-states";

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
  return (
    <DestinationStates
      messageClassName={styles.message}
      placeholder={
        <ul className={styles.grid} aria-busy="true" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className={`${styles.card} ${styles.skeleton}`} />
          ))}
        </ul>
      }
    >
      {(destinations, locale) => (
        <ul className={styles.grid} aria-labelledby={labelledBy}>
          {destinations.map((destination, index) => (
            // The first card's image is the largest paint on a phone: fetched at once, not lazily.
            <DestinationCard
              key={destination.slug}
              destination={destination}
              locale={locale}
              priority={index === 0}
            />
          ))}
        </ul>
      )}
    </DestinationStates>
  );
}
