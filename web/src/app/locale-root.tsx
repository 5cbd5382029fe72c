import type { Locale } from "@tembea/shared";
import { type ReactNode, useLayoutEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { localeI18n } from "../i18n/catalogs";
import { LinguiProvider } from "../i18n/lingui-provider";
import { LocaleContext } from "../i18n/locale-context";
import { alternateLinks, type RoutePrefix } from "../i18n/locale-path";
import { useHydrated } from "../ui/hydration";

/** The Lingui instance and locale of one prefix branch, and the page's <html lang>. */
export function LocaleProviders({
  prefix,
  locale,
  children,
}: {
  prefix: RoutePrefix;
  locale: Locale;
  children: ReactNode;
}) {
  const i18n = localeI18n(locale);
  useLayoutEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n]);
  return (
    <LinguiProvider i18n={i18n}>
      <LocaleContext value={{ locale, prefix }}>{children}</LocaleContext>
    </LinguiProvider>
  );
}

/**
 * hreflang alternates for search engines: the page in each language and x-default. React 19 puts a
 * <link> it renders into <head>, replaces them when the page changes and removes them with the branch.
 */
function AlternateLinks() {
  const { pathname } = useLocation();
  // The site's origin is the browser's: a prerendered page gets them once hydrated.
  if (!useHydrated()) return null;
  return alternateLinks(pathname).map(({ hrefLang, path }) => (
    <link
      key={hrefLang}
      rel="alternate"
      hrefLang={hrefLang}
      href={new URL(path, window.location.origin).href}
    />
  ));
}

/** The element of each prefix branch: providers, head links, then the layout and page. */
export function LocaleRoot({ prefix, locale }: { prefix: RoutePrefix; locale: Locale }) {
  return (
    <LocaleProviders prefix={prefix} locale={locale}>
      <AlternateLinks />
      <Outlet />
    </LocaleProviders>
  );
}
