import { useLingui } from "@lingui/react/macro";
import { type Locale, locales } from "@tembea/shared";
import { Link, useLocation } from "react-router";
import { useLocale } from "../../i18n/locale-context";
import { writeLocaleCookie } from "../../i18n/locale-cookie";
import { switchLocalePath } from "../../i18n/locale-path";
import styles from "./language-switcher.module.css";

/** Each language is named in itself, so a reader finds their own whatever the page's language. */
export const languageNames: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français" };

/**
 * Links to the current page in each language. Following one stores the choice in the locale
 * cookie, so later visits to unprefixed URLs open in that language.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();

  return (
    <nav className={styles.switcher} aria-label={t`Language`}>
      <ul className={styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              className={styles.link}
              to={`${switchLocalePath(pathname, locale)}${search}${hash}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              onClick={() => writeLocaleCookie(locale)}
            >
              {languageNames[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
