import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { usePageTitle } from "../../ui/page-title";
import styles from "./not-found-page.module.css";

export const contactEmail = "hello@tembea.travel";

/**
 * Spec 2 and 8: the page for unknown paths, also shown when a page crashed. The texts are the
 * spec's, word for word in English.
 */
export function NotFoundPage() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  usePageTitle(t`Page Not Found`);
  const email = (
    <a className={styles.email} href={`mailto:${contactEmail}`}>
      {contactEmail}
    </a>
  );

  return (
    <Container className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>The page you are looking for cannot be found.</Trans>
      </p>
      <p>
        <Trans>Need help? Write to us at {email}.</Trans>
      </p>
      <p>
        <Link to={to("/faq")}>
          <Trans>Visit our FAQ page</Trans>
        </Link>
      </p>
      <ButtonLink to={to("/")} className={styles.home}>
        <Trans>Back to homepage</Trans>
      </ButtonLink>
    </Container>
  );
}
