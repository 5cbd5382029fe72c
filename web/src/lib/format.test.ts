import { intlLocale, locales } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { formatDate, languageName } from "./format";

describe("formatDate", () => {
  it("writes the compact date's month in words in every language", () => {
    expect(formatDate("2027-03-03", "en", "medium")).toBe("Mar 3, 2027");
    expect(formatDate("2027-03-03", "de", "medium")).toBe("3. März 2027");
    expect(formatDate("2027-03-03", "fr", "medium")).toBe("3 mars 2027");
  });

  it("keeps the French ordinal for the first of a month", () => {
    expect(formatDate("2027-01-01", "fr", "medium")).toBe("1er janv. 2027");
  });
});

describe("languageNames", () => {
  it("names each language as Intl.DisplayNames does, capitalised", () => {
    for (const locale of locales) {
      const names = new Intl.DisplayNames([intlLocale[locale]], { type: "language" });
      for (const language of locales) {
        const name = names.of(language) ?? "";
        expect(languageName(language, locale)).toBe(
          name.charAt(0).toLocaleUpperCase(intlLocale[locale]) + name.slice(1),
        );
      }
    }
  });
});
