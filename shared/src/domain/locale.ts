// No zod in this module: the web's first load reads it (docs/architecture.md, "What the browser
// loads first"). The schemas are in locale-schema.ts.
import type * as z from "zod/mini";
import type { LocalizedTextSchema } from "./locale-schema.js";

export { type Locale, locales } from "./locale-codes.js";

import { type Locale, locales } from "./locale-codes.js";
export const defaultLocale: Locale = "en";

/**
 * The BCP 47 tag used with Intl for each site language (docs/product-spec.md, section 9: default locale
 * fallback en-US).
 */
export const intlLocale: Record<Locale, string> = { en: "en-US", de: "de-DE", fr: "fr-FR" };

/** A text in every site language. */
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export function isLocale(value: unknown): value is Locale {
  return locales.some((locale) => locale === value);
}

/** The locale cookie lives for 365 days (docs/product-spec.md, section 9, Business constants). */
export const localeCookie = { name: "tembea_locale", maxAgeDays: 365 } as const;
