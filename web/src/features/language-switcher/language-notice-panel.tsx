import { Trans, useLingui } from "@lingui/react/macro";
import { defaultLocale, type Locale } from "@tembea/shared";
import { useLocation } from "react-router";
import { writeLocaleCookie } from "../../i18n/locale-cookie";
import { switchLocalePath } from "../../i18n/locale-path";
import { Button, ButtonLink } from "../../ui/button";
import { mainId } from "../../ui/main-landmark";
import styles from "./language-notice.module.css";

/**
 * The offer itself, rendered inside the offered language's Lingui instance (language-notice.tsx):
 * every text here is read in German or French on an English page, so the region says its language.
 */
export function LanguageNoticePanel({ locale, onDismiss }: { locale: Locale; onDismiss: () => void }) {
  const { t } = useLingui();
  const { pathname, search, hash } = useLocation();

  const stayInEnglish = () => {
    writeLocaleCookie(defaultLocale);
    onDismiss();
    // The button goes away with the notice: the keyboard continues from the page, not the top.
    document.getElementById(mainId)?.focus({ preventScroll: true });
  };

  return (
    <section
      className={styles.notice}
      lang={locale}
      aria-label={t({
        message: "Language suggestion",
        comment: "Names the notice offering the visitor's language",
      })}
      data-testid="language-notice"
    >
      <p className={styles.text}>
        <Trans comment="Shown in German or French only, to a browser preferring it: 'This site also exists in German.'">
          This page is also available in your language.
        </Trans>
      </p>
      <div className={styles.actions}>
        <ButtonLink
          to={`${switchLocalePath(pathname, locale)}${search}${hash}`}
          hrefLang={locale}
          onClick={() => writeLocaleCookie(locale)}
        >
          <Trans comment="The offered language's link, in that language: 'Show in German'.">
            Show it in your language
          </Trans>
        </ButtonLink>
        <Button variant="secondary" onClick={stayInEnglish}>
          <Trans>Stay in English</Trans>
        </Button>
      </div>
    </section>
  );
}
