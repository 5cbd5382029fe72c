import { defaultLocale, isLocale, type Locale, locales } from "@tembea/shared";
import type { RoutePrefix } from "@tembea/shared/site/site-paths";

export { type RoutePrefix, routePrefixes } from "@tembea/shared/site/site-paths";

export function prefixLocale(prefix: RoutePrefix): Locale {
  return prefix === "" ? defaultLocale : (prefix.slice(1) as Locale);
}

/** The prefix a link into `locale` uses: none for English unless `explicit` asks for /en. */
export function localePrefix(locale: Locale, options: { explicit?: boolean } = {}): RoutePrefix {
  if (locale === defaultLocale && !options.explicit) return "";
  return `/${locale}` as RoutePrefix;
}

/** "/" → "/", "" → "/", "a/b/" → "/a/b": one leading slash, no trailing slash. */
function normalizePath(path: string): string {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash;
}

/** Joins a prefix and an unprefixed path: ("/de", "/") → "/de", ("/de", "/faq") → "/de/faq", ("", "/") → "/". */
export function withPrefix(prefix: RoutePrefix, path: string): string {
  const normalized = normalizePath(path);
  if (prefix === "") return normalized;
  return normalized === "/" ? prefix : `${prefix}${normalized}`;
}

/**
 * The path of an (unprefixed) page in a language: localizedPath("de", "/faq") → "/de/faq",
 * localizedPath("en", "/faq") → "/faq". English links carry no prefix unless `explicit` is set.
 */
export function localizedPath(locale: Locale, path: string, options: { explicit?: boolean } = {}): string {
  return withPrefix(localePrefix(locale, options), path);
}

export interface ParsedLocalePath {
  prefix: RoutePrefix;
  locale: Locale;
  /** The path without the prefix, always starting with "/". */
  path: string;
}

/** Splits a URL path into its locale prefix and the page path: "/de/faq" → {prefix "/de", locale "de", path "/faq"}. */
export function parseLocalePath(pathname: string): ParsedLocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && isLocale(first)) {
    return { prefix: `/${first}` as RoutePrefix, locale: first, path: normalizePath(match?.[2] ?? "/") };
  }
  return { prefix: "", locale: defaultLocale, path: normalizePath(pathname) };
}

/** An (unprefixed) page in the language of the URL being opened: a guard's redirect stays in it. */
export function pathInLanguageOf(url: URL, path: string): string {
  return withPrefix(parseLocalePath(url.pathname).prefix, path);
}

/** The same page in another language, for the language switcher: ("/de/faq", "fr") → "/fr/faq". */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizedPath(target, parseLocalePath(pathname).path);
}

export interface AlternateLink {
  hrefLang: Locale | "x-default";
  path: string;
}

/**
 * hreflang alternates of a page: one per language, each with its explicit prefix (/en, /de, /fr),
 * and x-default pointing at the unprefixed English page.
 */
export function alternateLinks(pathname: string): AlternateLink[] {
  const { path } = parseLocalePath(pathname);
  return [
    ...locales.map((locale) => ({ hrefLang: locale, path: localizedPath(locale, path, { explicit: true }) })),
    { hrefLang: "x-default" as const, path: localizedPath(defaultLocale, path) },
  ];
}
