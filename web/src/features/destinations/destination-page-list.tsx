import { type Destination, sortDestinationsByName } from "@tembea/shared";
import type { ReactNode } from "react";
import styles from "../../ui/pages.module.css";
import { Skeleton } from "../../ui/skeleton";
import { DestinationStates } from "./destination-states";

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
  return (
    <DestinationStates
      messageClassName={styles.message}
      placeholder={
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <Skeleton height="14rem" />
            </li>
          ))}
        </ul>
      }
    >
      {(destinations, locale) => (
        <ul className={styles.grid} aria-labelledby={labelledBy}>
          {sortDestinationsByName(destinations, locale).map((destination) => (
            <li key={destination.slug} className={styles.card}>
              {card(destination)}
            </li>
          ))}
        </ul>
      )}
    </DestinationStates>
  );
}
