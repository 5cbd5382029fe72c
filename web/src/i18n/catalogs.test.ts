import { locales } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { areaCatalogs } from "./area-catalogs";
import { type CatalogName, catalogNames, createCatalogStore, startCatalogs } from "./catalogs";

const catalogsOf: Record<string, Record<string, string>> = {
  "de/shell": { home: "Startseite" },
  "de/tours": { tours: "Gruppenreisen" },
  "fr/shell": { home: "Accueil" },
};

function storeWithFetches(fail: Set<string> = new Set()) {
  const fetched: string[] = [];
  const store = createCatalogStore(async (locale, name: CatalogName) => {
    const key = `${locale}/${name}`;
    fetched.push(key);
    if (fail.has(key)) throw new Error(`Failed to fetch dynamically imported module ${key}`);
    return { messages: catalogsOf[key] ?? {} };
  });
  return { store, fetched };
}

describe("catalog store", () => {
  it("adds each catalog to its language's Lingui instance", async () => {
    const { store } = storeWithFetches();
    await store.load("de", "shell");
    await store.load("de", "tours");
    const de = store.i18nOf("de");
    expect(de.locale).toBe("de");
    expect(de._("home")).toBe("Startseite");
    expect(de._("tours")).toBe("Gruppenreisen");
    expect(store.i18nOf("de")).toBe(de);
    expect(store.i18nOf("fr")._("home")).toBe("home");
  });

  it("fetches a catalog once, however many pages ask for it at the same time", async () => {
    const { store, fetched } = storeWithFetches();
    expect(store.isLoaded("de", "tours")).toBe(false);
    const first = store.load("de", "tours");
    expect(store.load("de", "tours")).toBe(first);
    await first;
    await store.load("de", "tours");
    expect(fetched).toEqual(["de/tours"]);
    expect(store.isLoaded("de", "tours")).toBe(true);
    expect(store.isLoaded("fr", "tours")).toBe(false);
  });

  it("forgets a failed fetch, so the next load tries again", async () => {
    const fail = new Set(["fr/shell"]);
    const { store, fetched } = storeWithFetches(fail);
    await expect(store.load("fr", "shell")).rejects.toThrow(/dynamically imported module/);
    expect(store.isLoaded("fr", "shell")).toBe(false);
    fail.clear();
    await store.load("fr", "shell");
    expect(fetched).toEqual(["fr/shell", "fr/shell"]);
    expect(store.i18nOf("fr")._("home")).toBe("Accueil");
  });

  it("has one load for every catalog of every language, in the entry's table or the areas'", () => {
    const loads = [...Object.keys(startCatalogs), ...Object.keys(areaCatalogs)].sort();
    const catalogs = locales.flatMap((locale) =>
      catalogNames.map((name) => `../locales/${locale}/${name}.po`),
    );
    expect(loads).toEqual(catalogs.sort());
    // The shell and the catalogs of the pages a visit starts on stay in the entry's table.
    for (const name of ["shell", "discover", "tours", "tour-parts", "trip-request", "forms"])
      expect(startCatalogs).toHaveProperty([`../locales/en/${name}.po`]);
  });
});
