import { useLingui } from "@lingui/react/macro";
import type { ReactNode, Ref } from "react";
import styles from "./booking.module.css";

export interface CounterFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: number;
  /** The allowed range: the buttons and the arrow keys stay inside it. */
  min: number;
  max: number;
  /**
   * How far typing may go, when the field's rules word their own out-of-range message (a special
   * tour's group size): a typed number outside min..max is kept, so the message can say what is
   * wrong instead of the number changing under the traveller's fingers. Without it, typing is
   * held to min..max as well.
   */
  typedRange?: { min: number; max: number };
  onChange: (value: number) => void;
  /** The number field, for a form that focuses it (a failed submit's first error). */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A whole number with − and + buttons. The number input is the accessible control (label, arrow
 * keys, typing; a spin button whose range is min..max); the buttons are a bigger touch target for
 * the same change, disabled at the range's ends. From a typed number outside the range, a button
 * brings it back to the nearest end.
 */
export function CounterField({
  id,
  label,
  hint,
  value,
  min,
  max,
  typedRange = { min, max },
  onChange,
  inputRef,
  error,
}: CounterFieldProps) {
  const { t } = useLingui();
  const step = (next: number) => onChange(clamp(next, min, max));
  const type = (next: number) => onChange(clamp(next, typedRange.min, typedRange.max));
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={styles.counter}>
      <div className={styles.counterText}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className={styles.muted}>
            {hint}
          </p>
        )}
      </div>
      <div className={styles.counterControls}>
        <button
          type="button"
          className={styles.counterButton}
          onClick={() => step(value - 1)}
          disabled={value <= min}
          tabIndex={-1}
          aria-hidden="true"
          title={t`Fewer`}
        >
          −
        </button>
        <input
          ref={inputRef}
          id={id}
          type="number"
          inputMode="numeric"
          className={styles.counterInput}
          min={min}
          max={max}
          value={Number.isFinite(value) ? value : ""}
          onChange={(event) => {
            const next = event.target.valueAsNumber;
            if (Number.isFinite(next)) type(Math.round(next));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className={styles.counterButton}
          onClick={() => step(value + 1)}
          disabled={value >= max}
          tabIndex={-1}
          aria-hidden="true"
          title={t`More`}
        >
          +
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
