import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const locales = path.resolve(import.meta.dirname, "../locales");

/** A .po string literal (and its continuation lines), unquoted and joined. */
const poString = '("(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*)';
const unquote = (literal: string) =>
  literal
    .split("\n")
    .map((line) => line.slice(1, -1))
    .join("");

/** Every message of a language's catalogs with its translation, named by its file. */
function messages(locale: string): { file: string; id: string; text: string }[] {
  const entry = new RegExp(`^msgid ${poString}\\nmsgstr ${poString}`, "gm");
  return readdirSync(path.join(locales, locale))
    .filter((name) => name.endsWith(".po"))
    .flatMap((file) =>
      [...readFileSync(path.join(locales, locale, file), "utf8").matchAll(entry)].map((m) => ({
        file,
        id: unquote(m[1] ?? ""),
        text: unquote(m[2] ?? ""),
      })),
    );
}

// The tour page, the accommodation step, the summary and My trips name the shared room with one
// term, so a traveller reads the same room everywhere ("Chambre partagée" on the tour page and
// "Chambres doubles" in the booking read as two kinds of room).
const sharedRoomTerm = { de: /Doppelzimmer/, fr: /chambres? partagées?/i } as const;

describe("the shared room", () => {
  for (const [locale, term] of Object.entries(sharedRoomTerm)) {
    it(`has one name in every ${locale} catalog`, () => {
      const shared = messages(locale).filter((m) => /shared room/i.test(m.id));
      expect(shared.length).toBeGreaterThan(4);
      const others = shared.filter((m) => !term.test(m.text)).map((m) => `${m.file}: ${m.text}`);
      expect(others).toEqual([]);
    });
  }

  it("is never a double room in French", () => {
    const doubles = messages("fr")
      .filter((m) => /chambres? doubles?/i.test(m.text))
      .map((m) => `${m.file}: ${m.text}`);
    expect(doubles).toEqual([]);
  });
});
