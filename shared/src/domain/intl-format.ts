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

export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return reused("date", locale, options, () => new Intl.DateTimeFormat(intlLocale[locale], options));
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
