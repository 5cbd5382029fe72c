import { Trans, useLingui } from "@lingui/react/macro";
import { DestinationList } from "../features/destinations/destination-list";
import { LatestReviews } from "../features/reviews/latest-reviews";
import { Container } from "../ui/container";
import { usePageTitle } from "../ui/page-title";
import styles from "./home.module.css";

/** Spec 2: "/", title Home, default layout: an introduction, then the destinations. */
function HomePage() {
  const { t } = useLingui();
  usePageTitle(t`Home`);
  return (
    <>
      <section className={styles.hero}>
        <Container>
          <h1 className={styles.title}>
            <Trans>Discover Africa with local experts</Trans>
          </h1>
          <p className={styles.intro}>
            <Trans>
              Group tours, special tours and tailored trips, organised by local travel agencies who know their
              country best.
            </Trans>
          </p>
        </Container>
      </section>
      <section className={styles.section} aria-labelledby="destinations-heading">
        <Container>
          <h2 id="destinations-heading">
            <Trans>Destinations</Trans>
          </h2>
          <DestinationList labelledBy="destinations-heading" />
        </Container>
      </section>
      <section className={styles.section} aria-labelledby="reviews-heading">
        <Container>
          <h2 id="reviews-heading">
            <Trans>What travellers say</Trans>
          </h2>
          <LatestReviews />
        </Container>
      </section>
    </>
  );
}

export const Component = HomePage;
