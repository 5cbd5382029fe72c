import { isLocale, type Locale } from "@tembea/shared";

/** The languages besides English, the default, that the site can offer. */
export type OtherLocale = Exclude<Locale, "en">;

/**
 * The language to offer a visitor of the English home page: the first of the browser's preferred
 * languages (navigator.languages, "de-CH" counting as German) that the site speaks, when that is
 * German or French. None when English comes first, when the visitor chose a language before (the
 * locale cookie; "en" too, which dismissing the offer stores) or when no preferred language is ours.
 */
export function offeredLocale(
  languages: readonly string[],
  chosen: Locale | undefined,
): OtherLocale | undefined {
  if (chosen) return undefined;
  for (const tag of languages) {
    const language = tag.split("-")[0]?.toLowerCase();
    if (isLocale(language)) return language === "en" ? undefined : language;
  }
  return undefined;
}
