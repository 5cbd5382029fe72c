import { Plural, Trans } from "@lingui/react/macro";
import { useLocale } from "../../i18n/locale-context";
import { formatNumber } from "../../lib/format";
import styles from "./tours.module.css";

/** Five stars, filled to the rounded rating; the stars are decoration, the text says it. */
export function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className={styles.stars} aria-hidden="true">
      {"★".repeat(full)}
      <span className={styles.starsEmpty}>{"★".repeat(5 - full)}</span>
    </span>
  );
}

/** A tour's average rating with the number of reviews, e.g. "★★★★★ 4.8 (12 reviews)". */
export function Rating({ average, count }: { average: number; count: number }) {
  const locale = useLocale();
  if (count === 0) {
    return (
      <span className={styles.rating}>
        <Trans>No reviews yet</Trans>
      </span>
    );
  }
  const value = formatNumber(average, locale, 1);
  return (
    <span className={styles.rating}>
      <Stars value={average} />
      <span aria-hidden="true">
        {value} ({count})
      </span>
      <span className="visually-hidden">
        <Plural
          value={count}
          one={`Rated ${value} out of 5 from # review`}
          other={`Rated ${value} out of 5 from # reviews`}
        />
      </span>
    </span>
  );
}

/** One review's rating: stars plus "5 out of 5" for screen readers. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className={styles.rating}>
      <Stars value={rating} />
      <span className="visually-hidden">
        <Trans>{rating} out of 5 stars</Trans>
      </span>
    </span>
  );
}
