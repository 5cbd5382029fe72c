import { Plural, Trans } from "@lingui/react/macro";
import type { InputHTMLAttributes, Ref } from "react";
import styles from "./review-form.module.css";

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value"> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A rating from 1 to 5 as a radio group of stars: arrow keys move between them, each star's name is
 * read out ("4 stars"), and the error is tied to the group. The stars up to the chosen one light up.
 */
export function StarRatingInput({
  ref,
  value,
  error,
  name,
  ...radio
}: RadioProps & { value: number | undefined; error?: string | undefined; name: string }) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.stars}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.label}>
        <Trans>Your rating</Trans>
      </legend>
      <div className={styles.starRow}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`${styles.star} ${value !== undefined && n <= value ? styles.lit : ""}`}>
            <input ref={ref} type="radio" name={name} value={n} className="visually-hidden" {...radio} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              <Plural value={n} one="# star" other="# stars" />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
