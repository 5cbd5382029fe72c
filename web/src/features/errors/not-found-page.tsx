import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { usePageTitle } from "../../ui/page-title";
import styles from "./not-found-page.module.css";

export const contactEmail = "hello@tembea.travel";

/** The path as a reader knows it ("/café", not "/caf%C3%A9"), or as it came when it is no valid encoding. */
function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Keeps search engines from indexing the page while it is shown: the edge answers an unknown path
 * with status 404 (infra/cdk/spa-fallback.ts), but where only the API knows (a well-formed tour id
 * that does not exist) the page came with 200. React 19 puts a <meta> it renders into <head>, and
 * takes it out with the page.
 */
function NoIndex() {
  return <meta name="robots" content="noindex" />;
}

/**
 * The page for unknown paths ("Page Not Found" plus the path), also shown when a page crashed
 * (docs/product-spec.md, sections 2 and 8). The texts are those sections', word for word in English.
 */
export function NotFoundPage() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const path = readablePath(useLocation().pathname);
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
      <NoIndex />
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p className={styles.path} data-testid="not-found-path">
        <Trans>
          Requested address: <code>{path}</code>
        </Trans>
      </p>
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
