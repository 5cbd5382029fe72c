import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import styles from "../../ui/form/form.module.css";
import { AuthCard } from "../../ui/form/form-fields";
import { usePageTitle } from "../../ui/page-title";
import { sessionEnded } from "./auth-store";
import { startPathOf } from "./guards";
import { LoginForm } from "./login-form";
import { safeRedirect } from "./safe-redirect";

/** /login: e-mail and password; success opens the page given as `redirect`, else the account area (an agent's: the console). */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (
    <AuthCard title={<Trans>Login</Trans>}>
      {/* Sent here by another browser's password reset or change (features/auth/auth-store.ts). */}
      {searchParams.get(sessionEnded.name) === sessionEnded.value && (
        <p className={styles.status} role="status">
          <Trans>
            You have been signed out because the password of your account was changed. Please log in with the
            new password.
          </Trans>
        </p>
      )}
      <LoginForm
        onSignedIn={(user) => navigate(safeRedirect(searchParams.get("redirect")) ?? to(startPathOf(user)))}
      />
      <ul className={styles.links}>
        <li>
          <Link to={to("/forgot-password")}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </li>
        <li>
          <Trans>
            No account yet? <Link to={to("/signup")}>Sign up</Link>
          </Trans>
        </li>
      </ul>
    </AuthCard>
  );
}
