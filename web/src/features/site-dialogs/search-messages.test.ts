import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The no-results messages quote the visitor's text, and each language quotes its own way: the
// quotes are in the translation, not around it in the code.
const locales = path.resolve(import.meta.dirname, "../../locales");

function translation(locale: string, msgid: string): string {
  const po = readFileSync(path.join(locales, locale, "search.po"), "utf8");
  const quoted = JSON.stringify(msgid);
  const at = po.indexOf(`msgid ${quoted}\nmsgstr `);
  expect(at, `${locale}: ${msgid}`).toBeGreaterThanOrEqual(0);
  const line = po.slice(at).split("\n")[1] ?? "";
  return JSON.parse(line.slice("msgstr ".length)) as string;
}

const messages = ["No tours found for “{query}”", "No destinations found for “{query}”"];

describe("the search's no-results messages", () => {
  it("quote the text with English quotes in English", () => {
    for (const id of messages) expect(translation("en", id)).toMatch(/ “\{query\}”$/);
  });

  it("quote it „so“ in German", () => {
    for (const id of messages) expect(translation("de", id)).toMatch(/ „\{query\}“$/);
  });

  it("quote it « so » in French, with narrow no-break spaces inside the guillemets", () => {
    for (const id of messages) expect(translation("fr", id)).toMatch(/ «\u202f\{query\}\u202f»$/);
  });
});
