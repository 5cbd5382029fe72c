import type { ReactNode } from "react";
import { Container } from "./container";
import styles from "./pages.module.css";

/** The banner atop a content page (destinations, tailored trips, travel guide): its h1 and intro. */
export function PageHero({
  title,
  titleId,
  intro,
}: {
  title: ReactNode;
  titleId?: string;
  intro: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <Container>
        <h1 id={titleId}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </Container>
    </section>
  );
}
