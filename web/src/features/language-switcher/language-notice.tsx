import { lazy, Suspense, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { loadI18n, localeI18n } from "../../i18n/catalogs";
import { LinguiProvider } from "../../i18n/lingui-provider";
import { LocaleContext } from "../../i18n/locale-context";
import { readLocaleCookie } from "../../i18n/locale-cookie";
import { type OtherLocale, offeredLocale } from "./offered-locale";

/** Few visitors see the notice: its own chunk, loaded only for them. */
const LanguageNoticePanel = lazy(() =>
  import("./language-notice-panel").then((module) => ({ default: module.LanguageNoticePanel })),
);

/**
 * On the English home page ("/", unprefixed), a browser that prefers German or French is offered
 * its language in a notice written in that language, until the visitor chooses one (the locale
 * cookie; staying in English stores English). No redirect: search engines keep finding English at
 * "/". It needs the browser (its languages, the cookie), so it appears after the first render and
 * is never part of a prerendered page; it floats above the page, which keeps its layout (CLS 0).
 */
export function LanguageNotice() {
  const { prefix } = useContext(LocaleContext);
  const { pathname } = useLocation();
  const onEnglishHome = prefix === "" && pathname === "/";
  const [offered, setOffered] = useState<OtherLocale>();

  useEffect(() => {
    if (!onEnglishHome) return;
    const locale = offeredLocale(navigator.languages, readLocaleCookie());
    if (!locale) return;
    let shown = true;
    // The notice speaks the language it offers: that language's shell catalog, which following
    // the offer needs anyway. Without it there is no notice, and nothing else goes wrong.
    loadI18n(locale).then(
      () => shown && setOffered(locale),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [onEnglishHome]);

  if (!onEnglishHome || !offered) return null;
  return (
    <Suspense fallback={null}>
      <LinguiProvider i18n={localeI18n(offered)}>
        <LanguageNoticePanel locale={offered} onDismiss={() => setOffered(undefined)} />
      </LinguiProvider>
    </Suspense>
  );
}
