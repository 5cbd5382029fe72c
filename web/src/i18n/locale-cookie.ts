import { defaultLocale, isLocale, type Locale, localeCookie } from "@tembea/shared";
import Cookies from "js-cookie";
import { localizedPath, parseLocalePath } from "./locale-path";

/** Hosts where the site is served over plain http during development. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "[::1]" ||
    hostname === "::1" ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

/**
 * The locale cookie lives 365 days (docs/product-spec.md, section 9); `secure` everywhere but on local hosts.
 */
export function localeCookieAttributes(hostname: string): Cookies.CookieAttributes {
  return {
    expires: localeCookie.maxAgeDays,
    path: "/",
    sameSite: "Lax",
    secure: !isLocalHost(hostname),
  };
}

/** The language stored in the cookie, if it names one of ours. */
export function parseLocaleCookie(value: string | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

export function readLocaleCookie(): Locale | undefined {
  return parseLocaleCookie(Cookies.get(localeCookie.name));
}

/** Remembers the language the user picked. */
export function writeLocaleCookie(locale: Locale): void {
  Cookies.set(localeCookie.name, locale, localeCookieAttributes(window.location.hostname));
}

/**
 * Where an unprefixed URL must go for a visitor who chose German or French earlier; null when the
 * page can stay as it is (no cookie, English, or the URL already names a language).
 */
export function cookieRedirect(
  url: { pathname: string; search?: string; hash?: string },
  chosen: Locale | undefined,
) {
  if (!chosen || chosen === defaultLocale) return null;
  const parsed = parseLocalePath(url.pathname);
  if (parsed.prefix !== "") return null;
  return `${localizedPath(chosen, parsed.path)}${url.search ?? ""}${url.hash ?? ""}`;
}
