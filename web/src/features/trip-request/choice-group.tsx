import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldError } from "../../ui/form/form-fields";
import styles from "./trip-request.module.css";

export interface ChoiceGroupProps {
  /** Names the error element (`{id}-error`), which the group points to. */
  id: string;
  legend: ReactNode;
  error?: string | undefined;
  wide?: boolean;
  children: ReactNode;
}

/** A fieldset of radio or checkbox cards, with its error announced with the group. */
export function ChoiceGroup({ id, legend, error, wide = false, children }: ChoiceGroupProps) {
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={wide ? `${styles.choices} ${styles.wideChoices}` : styles.choices}>{children}</div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

export interface ChoiceProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  detail?: ReactNode;
  chip?: boolean;
}

/** One radio or checkbox card; the whole card is its label. Its ref is the input's (`register`). */
export function Choice({ ref, label, detail, chip = false, type = "radio", ...input }: ChoiceProps) {
  return (
    <label className={chip ? styles.chip : styles.choice}>
      <input ref={ref} type={type} {...input} />
      <span className={styles.choiceText}>
        <span>{label}</span>
        {detail && <span className={styles.choiceDetail}>{detail}</span>}
      </span>
    </label>
  );
}
