import { dateTimeFormat, displayNames, intlLocale, type Locale, numberFormat } from "@tembea/shared";

/**
 * The compact date: day, short month in words, year ("Mar 3, 2027", "3. März 2027", "3 mars 2027").
 * Spelled out because `dateStyle: "medium"` is numeric in German ("03.03.2027") and in words in
 * English and French: one page would show both styles side by side.
 */
export const mediumDate = {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
} as const satisfies Intl.DateTimeFormatOptions;

/** A calendar date (YYYY-MM-DD) in the page's language, read in UTC so no time zone moves the day. */
export function formatDate(
  isoDate: string,
  locale: Locale,
  style: "long" | "medium" | "full" = "long",
): string {
  const options = style === "medium" ? mediumDate : ({ dateStyle: style, timeZone: "UTC" } as const);
  return dateTimeFormat(locale, options).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2025-12" → "December 2025", "Dezember 2025", "décembre 2025". */
export function formatMonth(yearMonth: string, locale: Locale): string {
  return dateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** A language's name in the page's language: "de" → "German", "Deutsch", "allemand". */
export function languageName(language: Locale, locale: Locale): string {
  const name = displayNames(locale, { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(intlLocale[locale]) + name.slice(1);
}

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** 50 → "50%", "50 %", "50 %". */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(locale, { style: "percent" }).format(percent / 100);
}

/** A destination's name in the page's language (re-exported so pages take every formatter from here). */
export { destinationName } from "@tembea/shared";
