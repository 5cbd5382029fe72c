import styles from "./reference-code.module.css";

/**
 * A booking's or tailored trip's short reference ("TMB-7K2Q9"), set so each symbol stands apart: it is
 * read out on the phone and typed into mails. The page says what it is (each in its own words).
 */
export function ReferenceCode({ value, className }: { value: string; className?: string }) {
  return (
    <strong className={className ? `${styles.code} ${className}` : styles.code} data-testid="reference">
      {value}
    </strong>
  );
}
