import type { ReactNode } from "react";
import styles from "./trips.module.css";

/** A titled section of a trip's page (its details, travellers, payment, offer), named by its h2. */
export function TripSection({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      {/* Focusable by script only (tabIndex -1): the page moves the focus to a section that
          replaces the control the user was on (the cancellation's, once a booking is cancelled). */}
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
