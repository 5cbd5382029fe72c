import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { frenchTypographyFaults } from "@tembea/shared";
import { describe, expect, it } from "vitest";

const frenchCatalogs = path.resolve(import.meta.dirname, "../locales/fr");

/** Each translation of a .po file, its continuation lines joined. */
function translations(po: string): string[] {
  return [...po.matchAll(/^msgstr ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/gm)].map((m) =>
    (m[1] ?? "")
      .split("\n")
      .map((line) => line.slice(1, -1))
      .join(""),
  );
}

describe("the French catalogs", () => {
  it("keep their signs on the line: no plain space before : ; ! ? % » or after «", () => {
    const files = readdirSync(frenchCatalogs).filter((name) => name.endsWith(".po"));
    expect(files.length).toBeGreaterThan(5);
    const faults = files.flatMap((name) =>
      translations(readFileSync(path.join(frenchCatalogs, name), "utf8"))
        .flatMap(frenchTypographyFaults)
        .map((fault) => `${name}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});
