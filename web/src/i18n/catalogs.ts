import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "@tembea/shared";
import { trackPromise } from "../ui/tracked-promise";

/**
 * The catalogs of `lingui.config.ts` (a test keeps both lists equal). `shell` holds what every page
 * renders and loads with the language; each page loads the others it names in `router.tsx`.
 */
export const catalogNames = [
  "shell",
  "search",
  "tours",
  "tour-parts",
  "discover",
  "pages",
  "faq",
  "forms",
  "auth",
  "booking",
  "trip-labels",
  "trip-request",
  "trip-request-steps",
  "account",
  "agent",
  "tour-editor",
  "receipts",
  "admin",
] as const;
export type CatalogName = (typeof catalogNames)[number];
export type PageCatalog = Exclude<CatalogName, "shell">;

type CatalogModule = { messages: Messages };
type LoadCatalog = (locale: Locale, name: CatalogName) => Promise<CatalogModule>;

/**
 * One Lingui instance per language, filled catalog by catalog. Each catalog is fetched once; a failed
 * fetch is forgotten, so the next page (or the reload after a chunk error) tries again.
 */
export function createCatalogStore(loadCatalog: LoadCatalog) {
  const instances = new Map<Locale, I18n>();
  const loads = new Map<string, Promise<void>>();
  const loaded = new Set<string>();

  function i18nOf(locale: Locale): I18n {
    let i18n = instances.get(locale);
    if (!i18n) {
      // An object of our own: Lingui merges later catalogs into it, never into a catalog module.
      i18n = setupI18n({ locale, messages: { [locale]: {} } });
      instances.set(locale, i18n);
    }
    return i18n;
  }

  function load(locale: Locale, name: CatalogName): Promise<void> {
    const key = `${locale}/${name}`;
    let pending = loads.get(key);
    if (!pending) {
      pending = trackPromise(
        loadCatalog(locale, name).then(
          ({ messages }) => {
            i18nOf(locale).load(locale, messages);
            loaded.add(key);
          },
          (error: unknown) => {
            loads.delete(key);
            throw error;
          },
        ),
      );
      loads.set(key, pending);
    }
    return pending;
  }

  return {
    i18nOf,
    load,
    isLoaded: (locale: Locale, name: CatalogName) => loaded.has(`${locale}/${name}`),
  };
}

// Every catalog of every language is its own chunk, compiled from its .po file by Lingui's Vite
// plugin. The entry holds the loads of the catalogs of the pages a visit starts on (router.tsx);
// those of the pages in areas/ are a table of their own (area-catalogs.ts), loaded with the first
// of them, so every page's entry chunk does not carry 24 loads it seldom needs.
// (Patterns must be literals; catalogs.test.ts checks the two tables hold every catalog once.)
export const startCatalogs = import.meta.glob<CatalogModule>([
  "../locales/*/*.po",
  "!../locales/*/{auth,booking,trip-request-steps,account,agent,tour-editor,receipts,admin}.po",
]);

const store = createCatalogStore(async (locale, name) => {
  const key = `../locales/${locale}/${name}.po`;
  const load = startCatalogs[key] ?? (await import("./area-catalogs")).areaCatalogs[key];
  if (!load) throw new Error(`No catalog ${name} for ${locale}`);
  return load();
});

/** The Lingui instance of a language with its shell catalog, loading it first when needed. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  await store.load(locale, "shell");
  return store.i18nOf(locale);
}

/** The Lingui instance of a language, with the catalogs loaded so far. */
export function localeI18n(locale: Locale): I18n {
  return store.i18nOf(locale);
}

/** Loads a page's catalogs in a language (each once); resolves when all are in its Lingui instance. */
export async function loadPageMessages(locale: Locale, ...catalogs: readonly PageCatalog[]): Promise<void> {
  await Promise.all(catalogs.map((name) => store.load(locale, name)));
}

/** Whether a page catalog is in its language's Lingui instance. */
export function isCatalogLoaded(locale: Locale, name: PageCatalog): boolean {
  return store.isLoaded(locale, name);
}

/** Loads one page catalog (the same promise while it loads; a failed load is forgotten). */
export function loadCatalog(locale: Locale, name: PageCatalog): Promise<void> {
  return store.load(locale, name);
}
