import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { defaultLocale, type Locale } from "@tembea/shared";
import { messages as englishMessages } from "../locales/en/messages.po";

/**
 * One Lingui instance per language. English ships in the main bundle (it is the default and the
 * language of the error page when nothing else could load); German and French are fetched on
 * first use, each its own chunk.
 */
const loaders: Record<Exclude<Locale, "en">, () => Promise<{ messages: Messages }>> = {
  de: () => import("../locales/de/messages.po"),
  fr: () => import("../locales/fr/messages.po"),
};

const instances = new Map<Locale, I18n>([
  [defaultLocale, setupI18n({ locale: defaultLocale, messages: { [defaultLocale]: englishMessages } })],
]);

/** The Lingui instance of a language, loading its catalog first when needed. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const loaded = instances.get(locale);
  if (loaded) return loaded;
  const { messages } = await loaders[locale as Exclude<Locale, "en">]();
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  instances.set(locale, i18n);
  return i18n;
}

/** The instance of a language if its catalog is loaded, otherwise the English one. */
export function loadedI18n(locale: Locale): I18n {
  return instances.get(locale) ?? (instances.get(defaultLocale) as I18n);
}
