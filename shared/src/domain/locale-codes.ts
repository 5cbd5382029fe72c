// A leaf: the schemas (locale-schema.ts) read the codes without importing locale.ts, whose types
// they define, so no import cycle.
/** English is the default language and has no path prefix; German and French do. */
export const locales = ["en", "de", "fr"] as const;
export type Locale = (typeof locales)[number];
