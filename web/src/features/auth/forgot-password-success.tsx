import { Trans, useLingui } from "@lingui/react/macro";
import styles from "../../ui/form/form.module.css";
import { AuthCard } from "../../ui/form/form-fields";
import { usePageTitle } from "../../ui/page-title";

const mailProviders = [
  { name: "Gmail", href: "https://mail.google.com" },
  { name: "Outlook", href: "https://outlook.live.com" },
  { name: "Yahoo Mail", href: "https://mail.yahoo.com" },
] as const;

/** /forgot-password/success: check your inbox, with shortcuts to the common webmail sites. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Reset password`);
  return (
    <AuthCard title={<Trans>Check your inbox</Trans>}>
      <p>
        <Trans>
          If an account exists for this address, we have sent you an e-mail with a link to set a new password.
          The link is valid for one hour.
        </Trans>
      </p>
      <ul className={styles.mailLinks}>
        {mailProviders.map(({ name, href }) => (
          <li key={name}>
            <a className="button button--secondary" href={href} target="_blank" rel="noreferrer">
              <Trans>Open {name}</Trans>
            </a>
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
