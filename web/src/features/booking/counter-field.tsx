import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import styles from "./booking.module.css";

export interface CounterFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}

/**
 * A whole number with − and + buttons. The number input is the accessible control (label, arrow
 * keys, typing); the buttons are a bigger touch target for the same change.
 */
export function CounterField({ id, label, hint, value, min, max, onChange, error }: CounterFieldProps) {
  const { t } = useLingui();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
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
          onClick={() => set(value - 1)}
          disabled={value <= min}
          tabIndex={-1}
          aria-hidden="true"
          title={t`Fewer`}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={styles.counterInput}
          min={min}
          max={max}
          value={Number.isFinite(value) ? value : ""}
          onChange={(event) => {
            const next = event.target.valueAsNumber;
            if (Number.isFinite(next)) set(Math.round(next));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className={styles.counterButton}
          onClick={() => set(value + 1)}
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
