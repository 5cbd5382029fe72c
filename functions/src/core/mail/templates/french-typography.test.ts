import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { frenchTypographyFaults } from "@tembea/shared";
import { describe, expect, it } from "vitest";

// The templates keep their texts per language in `fr: { … }` blocks of string and template literals;
// reading those blocks covers every French sentence a mail can have, whatever the booking.
const frenchBlock = /\n {2}fr: \{\n.*?\n {2}\},?\n/s;
const literal = /"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

describe("French mails", () => {
  const templates = readdirSync(import.meta.dirname).filter((name) => /^[a-z-]+\.ts$/.test(name));

  it("keep their signs on the line: no plain space before : ; ! ? % » or after «", () => {
    const faults = templates.flatMap((name) => {
      const block = frenchBlock.exec(readFileSync(path.join(import.meta.dirname, name), "utf8"))?.[0] ?? "";
      return [...block.matchAll(literal)].flatMap((m) =>
        frenchTypographyFaults(m[0]).map((f) => `${name}: ${f}`),
      );
    });
    expect(templates.length).toBeGreaterThanOrEqual(5);
    expect(faults).toEqual([]);
  });
});
