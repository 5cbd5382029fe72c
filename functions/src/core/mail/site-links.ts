import type { Locale } from "@tembea/shared";

/** Links in mails point at the site; SITE_URL is set by the stack (CloudFront) or the twin. */
export function siteUrl(locale: Locale, path: string): string {
  const base = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
  return `${base}${locale === "en" ? "" : `/${locale}`}${path}`;
}
