// Intl's formatters are slow to build (each looks up its locale's data) and cheap to use: a list
// page that built one per price, date or language spent more time building them than formatting.
// One formatter per language and options, for the life of the page (or the warm Lambda).
// No zod in this module: the web's first load reads it (docs/architecture.md).
import { intlLocale, type Locale } from "./locale.js";

const formatters = new Map<string, unknown>();

function reused<T>(kind: string, locale: Locale, options: object, build: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return reused("number", locale, options, () => new Intl.NumberFormat(intlLocale[locale], options));
}

/** What the site asks of a date formatter: a date, or a range of two. */
export type DateFormatter = Pick<Intl.DateTimeFormat, "format" | "formatRange">;

/**
 * French writes the first of a month as an ordinal, "1er janvier", and Intl does not: the day "1"
 * beside a month in words becomes "1er". Numeric dates ("01/02/2027") stay as they are.
 */
function withFrenchFirstOfMonth(formatter: Intl.DateTimeFormat): DateFormatter {
  const join = (parts: Intl.DateTimeFormatPart[]) => {
    const monthInWords = parts.some((part) => part.type === "month" && /\D/.test(part.value));
    return parts
      .map((part) => (monthInWords && part.type === "day" && part.value === "1" ? "1er" : part.value))
      .join("");
  };
  return {
    format: (date) => join(formatter.formatToParts(date)),
    formatRange: (start, end) => join(formatter.formatRangeToParts(start, end)),
  };
}

export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): DateFormatter {
  return reused("date", locale, options, () => {
    const formatter = new Intl.DateTimeFormat(intlLocale[locale], options);
    return locale === "fr" ? withFrenchFirstOfMonth(formatter) : formatter;
  });
}

export function relativeTimeFormat(
  locale: Locale,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return reused("relative", locale, options, () => new Intl.RelativeTimeFormat(intlLocale[locale], options));
}

export function displayNames(locale: Locale, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return reused("names", locale, options, () => new Intl.DisplayNames([intlLocale[locale]], options));
}
