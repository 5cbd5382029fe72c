import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import styles from "../../ui/form/form.module.css";
import { AuthCard } from "../../ui/form/form-fields";
import { usePageTitle } from "../../ui/page-title";
import { SignupForm } from "./signup-form";

/** /signup: creates the account, confirms its address with the mailed code, signs in and opens the account area. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Sign up`);
  const to = useLocalizedPath();
  const navigate = useNavigate();

  return (
    <AuthCard title={<Trans>Sign up</Trans>}>
      <SignupForm onSignedIn={() => navigate(to("/account"))} onSignInFailed={() => navigate(to("/login"))} />
      <p className={styles.links}>
        <span>
          <Trans>
            Already have an account? <Link to={to("/login")}>Log in</Link>
          </Trans>
        </span>
      </p>
    </AuthCard>
  );
}
