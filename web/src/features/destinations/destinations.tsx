import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { sizes } from "../../ui/image-sources";
import { usePageTitle } from "../../ui/page-title";
import styles from "../../ui/pages.module.css";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { DestinationCards } from "./destination-page-list";

/**
 * "/destinations" (docs/product-spec.md, section 2): every destination, sorted by name in the page's language
 * (section 3).
 */
function DestinationsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  usePageTitle(t`Destinations`);
  return (
    <>
      <section className={styles.hero}>
        <Container>
          <h1 id="destinations-title">
            <Trans>Destinations</Trans>
          </h1>
          <p className={styles.intro}>
            <Trans>Choose a country to see its group tours, led by local travel agencies.</Trans>
          </p>
        </Container>
      </section>
      <section className={styles.section}>
        <Container>
          <DestinationCards
            labelledBy="destinations-title"
            card={(destination) => (
              <>
                <ResponsiveImage
                  name={destination.slug}
                  alt=""
                  sizes={sizes("100vw", { sm: "50vw", lg: "33vw", xl: "400px" })}
                  width={640}
                  height={427}
                />
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>
                    <Link
                      className={styles.cardLink}
                      to={to(`/group-tours/${destination.slug}`)}
                      data-testid="destination-card-name"
                    >
                      {destination.name[locale]}
                    </Link>
                  </h2>
                  <p className={styles.cardText}>{destination.description[locale]}</p>
                </div>
              </>
            )}
          />
        </Container>
      </section>
    </>
  );
}

export const Component = DestinationsPage;
