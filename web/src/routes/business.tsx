import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocalizedPath } from "../i18n/locale-context";
import { Container } from "../ui/container";
import { usePageTitle } from "../ui/page-title";
import styles from "../ui/pages.module.css";

export const businessEmail = "business@tembea.travel";

/**
 * "/business", empty layout (docs/product-spec.md, section 2): trips for companies, schools and associations.
 */
function BusinessPage() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  usePageTitle(t`Business and group travel`);
  return (
    <section className={styles.section}>
      <Container>
        <p>
          <Link to={to("/")}>
            <Trans>Tembea home</Trans>
          </Link>
        </p>
        <div className={styles.prose}>
          <h1>
            <Trans>Business and group travel</Trans>
          </h1>
          <p className={styles.intro}>
            <Trans>
              Company retreats, incentive trips, school journeys and association tours: our local partner
              agencies plan trips for groups of every size across Africa.
            </Trans>
          </p>
          <h2>
            <Trans>What we offer</Trans>
          </h2>
          <ul>
            <li>
              <Trans>One contact person from the first idea to the trip home.</Trans>
            </li>
            <li>
              <Trans>Programmes built around your goals, dates and budget.</Trans>
            </li>
            <li>
              <Trans>One invoice for the whole group, or separate payment links per person.</Trans>
            </li>
          </ul>
          <h2>
            <Trans>Get in touch</Trans>
          </h2>
          <p>
            <Trans>
              Write to us with your destination, dates and group size, and we will reply within two working
              days:
            </Trans>{" "}
            <a href={`mailto:${businessEmail}`}>{businessEmail}</a>
          </p>
        </div>
      </Container>
    </section>
  );
}

export const Component = BusinessPage;
