import * as z from "zod";

/** English is the default language and has no path prefix; German and French do. */
export const locales = ["en", "de", "fr"] as const;
export const LocaleSchema = z.enum(locales);
export type Locale = z.infer<typeof LocaleSchema>;
export const defaultLocale: Locale = "en";

/** The BCP 47 tag used with Intl for each site language (spec: default locale fallback en-US). */
export const intlLocale: Record<Locale, string> = { en: "en-US", de: "de-DE", fr: "fr-FR" };

/** A text in every site language. */
export const LocalizedTextSchema = z.object({ en: z.string(), de: z.string(), fr: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export function isLocale(value: unknown): value is Locale {
  return LocaleSchema.safeParse(value).success;
}

/** Spec 9: the locale cookie lives for 365 days. */
export const localeCookie = { name: "tembea_locale", maxAgeDays: 365 } as const;
