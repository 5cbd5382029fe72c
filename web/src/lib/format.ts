import { dateTimeFormat, type Locale, numberFormat } from "@tembea/shared";

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

/**
 * The site's three languages named in each of them, as Intl.DisplayNames names them (capitalised:
 * they head a fact or an option). A table, not Intl.DisplayNames: making the first DisplayNames
 * loads its data, which was the largest item of a tour list's hydration on a slow phone (some
 * 130 ms at 4× CPU throttling, docs/performance.md), for nine names. format.test.ts checks the table
 * against Intl.DisplayNames.
 */
export const languageNames: Record<Locale, Record<Locale, string>> = {
  en: { en: "English", de: "German", fr: "French" },
  de: { en: "Englisch", de: "Deutsch", fr: "Französisch" },
  fr: { en: "Anglais", de: "Allemand", fr: "Français" },
};

/** A language's name in the page's language: "de" → "German", "Deutsch", "Allemand". */
export function languageName(language: Locale, locale: Locale): string {
  return languageNames[locale][language];
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
