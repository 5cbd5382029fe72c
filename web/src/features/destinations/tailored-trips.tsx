import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney, minimumBudgetChf } from "@tembea/shared";
import { newTripRequestPath } from "@tembea/shared/site/site-paths";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { usePageTitle } from "../../ui/page-title";
import styles from "../../ui/pages.module.css";
import { DestinationCards } from "./destination-page-list";

/**
 * "/tailored-trips", title Tailored trips (docs/product-spec.md, section 2): what a request is, then one
 * entry per destination.
 */
function TailoredTripsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  // The rule's own amount, formatted as every price of the page's language is.
  const minimumBudget = formatMoney(minimumBudgetChf, "CHF", locale);
  const to = useLocalizedPath();
  usePageTitle(t`Tailored trips`);
  return (
    <>
      <section className={styles.hero}>
        <Container>
          <h1>
            <Trans>Tailored trips</Trans>
          </h1>
          <p className={styles.intro}>
            <Trans>Tell us how you like to travel and a local agent plans a trip just for you.</Trans>
          </p>
        </Container>
      </section>
      <section className={styles.section} aria-labelledby="tailored-how">
        <Container>
          <h2 id="tailored-how">
            <Trans>How it works</Trans>
          </h2>
          <ul className={styles.facts}>
            <li>
              <Trans>Requesting a quote is free and non-binding.</Trans>
            </li>
            <li>
              <Trans>A local agent replies with a personal offer within 72 hours.</Trans>
            </li>
            <li>
              <Trans>
                The minimum budget is {minimumBudget} per person, excluding airfare, visa, insurance and
                personal expenses.
              </Trans>
            </li>
          </ul>
          <h2 id="tailored-destinations">
            <Trans>Where would you like to go?</Trans>
          </h2>
          <DestinationCards
            labelledBy="tailored-destinations"
            card={(destination) => (
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  <Link
                    className={styles.cardLink}
                    to={to(newTripRequestPath(destination.slug))}
                    data-testid="tailored-trip-link"
                  >
                    {destination.name[locale]}
                  </Link>
                </h3>
                <p className={styles.cardText}>
                  <Trans>Request a free quote</Trans>
                </p>
              </div>
            )}
          />
        </Container>
      </section>
    </>
  );
}

export const Component = TailoredTripsPage;
