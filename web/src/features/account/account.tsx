import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import styles from "../../ui/form/form.module.css";
import { usePageTitle } from "../../ui/page-title";
import { useAuth } from "../auth/auth-store";

/** /account: who is signed in, and the way to the account's pages. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`My account`);
  const auth = useAuth();
  const to = useLocalizedPath();
  const user = auth.status === "signedIn" ? auth.user : undefined;
  return (
    <div className={`container ${styles.page}`}>
      <div className={`${styles.card} ${styles.wide}`}>
        <h1 className={styles.title}>
          <Trans>My account</Trans>
        </h1>
        {user && (
          <dl className={styles.details}>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd data-testid="account-name">{user.name}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd data-testid="account-email">{user.email}</dd>
          </dl>
        )}
        <ul className={styles.links}>
          <li>
            <Link to={to("/account/trips")}>
              <Trans>My trips</Trans>
            </Link>
          </li>
          <li>
            <Link to={to("/account/personal-details")}>
              <Trans>Personal details</Trans>
            </Link>
          </li>
          <li>
            <Link to={to("/account/security")}>
              <Trans>Login and security</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
