import { useLingui } from "@lingui/react/macro";
import { locales } from "@tembea/shared";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useLocale } from "../../i18n/locale-context";
import { writeLocaleCookie } from "../../i18n/locale-cookie";
import { switchLocalePath } from "../../i18n/locale-path";
import { prepareLanguage } from "../../i18n/page-messages";
import { Dialog } from "../../ui/dialog";
import { languageNames } from "../language-switcher/language-switcher";
import styles from "./site-dialogs.module.css";

/**
 * docs/product-spec.md, section 2, "Dialogs: language". Each choice links to the same page in that language
 * and stores the choice in the locale cookie, so later visits to unprefixed URLs open in it. The page's
 * messages in that language start loading with the click, beside the navigation.
 */
export function LanguageDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useLingui();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const code = current.toUpperCase();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`Choose your language`}
      trigger={
        <button
          type="button"
          className={triggerClassName}
          // The visible code is part of the name, so voice control users can say what they see.
          aria-label={t`Language: ${languageNames[current]}, ${code}`}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
          </svg>
          <span aria-hidden="true">{code}</span>
        </button>
      }
    >
      <ul className={styles.options}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              className={styles.option}
              to={`${switchLocalePath(pathname, locale)}${search}${hash}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              onClick={() => {
                writeLocaleCookie(locale);
                prepareLanguage(locale);
                setOpen(false);
              }}
            >
              {languageNames[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
