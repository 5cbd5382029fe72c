import { Trans, useLingui } from "@lingui/react/macro";
import { DestinationList } from "../features/destinations/destination-list";
import { LatestReviews } from "../features/reviews/latest-reviews";
import { SpecialToursSection } from "../features/tours/special-tours-section";
import { useLocalizedPath } from "../i18n/locale-context";
import { Container } from "../ui/container";
import { usePageTitle } from "../ui/page-title";
import styles from "./home.module.css";

/** How many special tours the home page shows; the rest are a link away. */
const specialToursShown = 3;

/**
 * "/", title Home, default layout (docs/product-spec.md, section 2): an introduction, the destinations,
 * special tours, reviews.
 */
function HomePage() {
  const { t } = useLingui();
  const to = useLocalizedPath();
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
      <Container>
        <SpecialToursSection
          className={styles.section}
          destination={undefined}
          headingId="special-tours-heading"
          heading={<Trans>Special tours</Trans>}
          intro={
            <Trans>
              Private trips for your group alone, with your own guide: you choose the start date, the duration
              is fixed.
            </Trans>
          }
          limit={specialToursShown}
          more={{ to: to("/special-tours"), label: <Trans>See all special tours</Trans> }}
        />
      </Container>
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
