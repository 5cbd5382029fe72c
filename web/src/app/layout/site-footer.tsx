import { Trans } from "@lingui/react/macro";
import { Container } from "../../ui/container";
import styles from "./site-footer.module.css";

/**
 * The footer shell. The link columns, social links and the "pay securely with" line of the spec
 * go into the (empty) columns area; the copyright line is always there.
 */
export function SiteFooter({ reduced = false }: { reduced?: boolean }) {
  const year = String(new Date().getFullYear());
  return (
    <footer className={styles.footer}>
      <Container>
        {!reduced && <div className={styles.columns} />}
        <p className={styles.copyright}>
          <Trans>© {year} Tembea. All rights reserved.</Trans>
        </p>
      </Container>
    </footer>
  );
}
