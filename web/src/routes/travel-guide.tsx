import { Trans, useLingui } from "@lingui/react/macro";
import { Container } from "../ui/container";
import { usePageTitle } from "../ui/page-title";
import styles from "../ui/pages.module.css";

/** "/travel-guide" (docs/product-spec.md, section 2): short, practical advice before a trip to Africa. */
function TravelGuidePage() {
  const { t } = useLingui();
  usePageTitle(t`Travel guide`);
  return (
    <>
      <section className={styles.hero}>
        <Container>
          <h1>
            <Trans>Travel guide</Trans>
          </h1>
          <p className={styles.intro}>
            <Trans>The essentials to prepare your trip to Africa.</Trans>
          </p>
        </Container>
      </section>
      <section className={styles.section}>
        <Container className={styles.prose}>
          <h2>
            <Trans>When to travel</Trans>
          </h2>
          <p>
            <Trans>
              Seasons differ from country to country. East Africa is best for safaris in the dry months from
              June to October; southern Africa is pleasant from May to October; West Africa is driest from
              November to March. Your local agent will advise you for your dates.
            </Trans>
          </p>
          <h2>
            <Trans>Visas and passports</Trans>
          </h2>
          <p>
            <Trans>
              Most countries require a visa, often available online before you leave. Your passport should be
              valid for at least six months after your return and have two blank pages.
            </Trans>
          </p>
          <h2>
            <Trans>Health</Trans>
          </h2>
          <p>
            <Trans>
              See a travel doctor four to eight weeks before departure. A yellow fever certificate is required
              in several countries, and malaria prevention is recommended in many regions. Take out travel
              insurance that covers medical evacuation.
            </Trans>
          </p>
          <h2>
            <Trans>Money</Trans>
          </h2>
          <p>
            <Trans>
              Cards are accepted in cities and lodges, but carry some cash in small notes for markets and
              tips. US dollars and euros are easy to exchange; tell your bank before you travel.
            </Trans>
          </p>
        </Container>
      </section>
    </>
  );
}

export const Component = TravelGuidePage;
