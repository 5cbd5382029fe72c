import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { type ChangeWords, describeChangePath, describeChangeValue, type ValueWords } from "./change-path";

/** The agent catalog of a language (history-list.tsx's messages): msgstr by msgid (and context). */
function catalog(
  locale: Locale,
): (id: string, values?: Record<string, string | number>, context?: string) => string {
  const po = readFileSync(path.resolve(import.meta.dirname, `../../locales/${locale}/agent.po`), "utf8");
  const entries = new Map<string, string>();
  for (const m of po.matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm))
    entries.set(`${m[1] ?? ""}\u0004${m[2]}`, m[3] ?? "");
  return (id, values = {}, context = "") => {
    const text = entries.get(`${context}\u0004${id}`);
    if (!text) throw new Error(`${locale}/agent.po has no translation of "${id}"`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}

/** The words history-list.tsx makes, from the catalog of `locale` (the same message ids). */
function wordsOf(locale: Locale): ChangeWords {
  const t = catalog(locale);
  return {
    fields: {
      agency: {
        name: t("Name"),
        city: t("City"),
        about: t("Description"),
        language: t("Language of its mails"),
      },
      tour: {
        title: t("Title"),
        itinerary: t("Itinerary"),
        photos: t("Photos"),
        price: t("Prices"),
        groupSize: t("Group size"),
        refundTiers: t("Refund tiers"),
        inclusions: t("Included"),
        language: t("Guide language"),
      },
      departure: { capacity: t("Capacity") },
    },
    parts: {
      title: t("Title"),
      alt: t("Text alternative"),
      single: t("Single room"),
      min: t("Minimum"),
      daysBefore: t("Days before departure"),
    },
    item: {
      itinerary: (number) => t("Day {number}", { number }),
      photos: (number) => t("Photo {number}", { number }),
      refundTiers: (number) => t("Refund tier {number}", { number }),
      inclusions: (number) => t("Included, item {number}", { number }),
    },
    language: {
      en: t("English", {}, "the language of a field"),
      de: t("German", {}, "the language of a field"),
      fr: t("French", {}, "the language of a field"),
    },
    inLanguage: (field, language) => t("{field} ({language})", { field, language }),
    partOf: (whole, part) => t("{whole}: {part}", { whole, part }),
  };
}

describe("a changed field in the reader's words", () => {
  it("names a field in one language in en, de and fr", () => {
    expect(describeChangePath("agency", "city.de", wordsOf("en"))).toBe("City (German)");
    expect(describeChangePath("agency", "city.de", wordsOf("de"))).toBe("Stadt (Deutsch)");
    expect(describeChangePath("agency", "city.de", wordsOf("fr"))).toBe("Ville (allemand)");
  });

  it("names list items by their position from one, and nested fields", () => {
    const en = wordsOf("en");
    expect(describeChangePath("tour", "photos.0.alt.fr", en)).toBe("Photo 1: Text alternative (French)");
    expect(describeChangePath("tour", "itinerary.2.title.en", en)).toBe("Day 3: Title (English)");
    expect(describeChangePath("tour", "inclusions.4.de", en)).toBe("Included, item 5 (German)");
    expect(describeChangePath("tour", "refundTiers.1.daysBefore", en)).toBe(
      "Refund tier 2: Days before departure",
    );
    expect(describeChangePath("tour", "price.single", en)).toBe("Prices: Single room");
    expect(describeChangePath("tour", "groupSize.min", en)).toBe("Group size: Minimum");
    expect(describeChangePath("departure", "capacity", en)).toBe("Capacity");
    expect(describeChangePath("tour", "photos.0.alt.fr", wordsOf("de"))).toBe(
      "Foto 1: Alternativtext (Französisch)",
    );
    expect(describeChangePath("tour", "photos.0.alt.fr", wordsOf("fr"))).toBe(
      "Photo 1\u202f: Texte alternatif (français)",
    );
  });

  it("tells fields of the same name apart by the record they belong to", () => {
    expect(describeChangePath("agency", "language", wordsOf("en"))).toBe("Language of its mails");
    expect(describeChangePath("tour", "language", wordsOf("en"))).toBe("Guide language");
  });

  it("shows a path it has no words for as it is", () => {
    const en = wordsOf("en");
    for (const [type, unknown] of [
      ["tour", "newField.de"],
      ["tour", "photos.0.newPart"],
      ["tour", "title.0"],
      ["agency", "photos.0.alt.fr"],
      ["departure", "capacity.max"],
      ["tour", "itinerary.x.title"],
      ["photo", ""],
    ] as const)
      expect(describeChangePath(type, unknown, en)).toBe(unknown);
  });
});

describe("describeChangeValue", () => {
  const words: ValueWords = {
    yes: "Ja",
    no: "Nein",
    money: (minor) => `CHF ${minor / 100}`,
    date: (iso) => `date(${iso})`,
    codes: {
      kind: (code) => ({ group: "Gruppenreise" })[code],
      destination: (code) => ({ kenya: "Kenia" })[code],
    },
  };

  it("shows an amount recorded in minor units as money, only in the fields that hold money", () => {
    expect(describeChangeValue("tour", "price.shared", 200_000, words)).toBe("CHF 2000");
    expect(describeChangeValue("tour", "pricePerPerson", 450_000, words)).toBe("CHF 4500");
    expect(describeChangeValue("booking", "refundChf", 778_000, words)).toBe("CHF 7780");
    expect(describeChangeValue("departure", "capacity", 12, words)).toBe("12");
    expect(describeChangeValue("booking", "refundPercent", 100, words)).toBe("100");
  });

  it("shows yes or no, a date in the reader's format, a code in words, and nothing as a dash", () => {
    expect(describeChangeValue("departure", "salesOpen", true, words)).toBe("Ja");
    expect(describeChangeValue("departure", "cancelled", false, words)).toBe("Nein");
    expect(describeChangeValue("departure", "startDate", "2027-03-06", words)).toBe("date(2027-03-06)");
    expect(describeChangeValue("tour", "kind", "group", words)).toBe("Gruppenreise");
    expect(describeChangeValue("tour", "destination", "kenya", words)).toBe("Kenia");
    for (const nothing of [undefined, null, ""])
      expect(describeChangeValue("tour", "title.de", nothing, words)).toBe("–");
  });

  it("shows a value it has no words for as it is: a new code is never hidden", () => {
    expect(describeChangeValue("tour", "kind", "cruise", words)).toBe("cruise");
    expect(describeChangeValue("departure", "reason", "The lodge closed", words)).toBe("The lodge closed");
  });
});
