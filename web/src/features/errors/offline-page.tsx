import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { Container } from "../../ui/container";
import { usePageTitle } from "../../ui/page-title";
import styles from "./not-found-page.module.css";

/**
 * What a page whose code could not be downloaded shows while the browser is offline: the reload a
 * chunk error asks for (chunk-reload.ts) would only bring the browser's own offline page, so it
 * waits for the connection (route-error-boundary.tsx) and this says so, in the site's layout. The
 * button is for a browser that says it is offline when it is not, or never says it is back.
 */
export function OfflinePage() {
  const { t } = useLingui();
  usePageTitle(t`You are offline`);
  return (
    <Container className={styles.page}>
      <h1>
        <Trans>You are offline</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>This page opens as soon as the connection is back.</Trans>
      </p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </Button>
    </Container>
  );
}
