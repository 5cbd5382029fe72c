import { Trans, useLingui } from "@lingui/react/macro";
import { useLocalizedPath } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/button";
import { AuthCard } from "../../ui/form/form-fields";
import { usePageTitle } from "../../ui/page-title";

/** /reset-password/success: the new password is set; on to the login. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Reset password`);
  const to = useLocalizedPath();
  return (
    <AuthCard title={<Trans>Your password has been changed</Trans>}>
      <p>
        <Trans>You can now log in with your new password.</Trans>
      </p>
      <ButtonLink to={to("/login")}>
        <Trans>Log in</Trans>
      </ButtonLink>
    </AuthCard>
  );
}
