import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type ErrorCode, endpoints, errorCodes, implicitErrors } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { handlerEntry } from "../entries.js";

/**
 * The OpenAPI document lists every status an endpoint can answer from the contract's `errors`; this
 * keeps those lists true. It follows each handler's relative imports through functions/src and
 * collects the error codes named where they are thrown: `new AppError("X")`, a literal returned for
 * such a throw (accept-offer's `whyNotHeld`), or inside an exported helper (`notFound()`,
 * `tourChanged(stored)`). A file's codes count for a handler only in the exported declarations it
 * imports (and in what precedes the first export), so a list endpoint that imports one reader of a
 * module is not charged with the module's writers. Imports are still followed file by file: an
 * over-approximation, never a miss. The shared chain (middleware/http-handler.ts) is not followed:
 * its codes are the implied ones (implicitErrors); opt-in middleware a handler imports itself
 * (rate-limit.ts) is.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const sharedChain = resolve(src, "platform/middleware/http-handler.ts");
const codePattern = new RegExp(`["'](${errorCodes.join("|")})["']`, "g");
const importPattern = /(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["'](\.{1,2}\/[^"']+)["']/g;
const declarationStart = /\n(?=(?:export\s+)?(?:async\s+)?(?:function|const|class|let)\s+\w+)/;
const declarationName = /^(?:export\s+)?(?:async\s+)?\w+\s+(\w+)/;

const withoutComments = (text: string) => text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, "");
const codesIn = (text: string) => [...text.matchAll(codePattern)].map((m) => m[1] as ErrorCode);

/** The names a file imports from each relative module ("*": all of them). */
function importsOf(file: string, text: string): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const [, keyword, typeOnly, clause = "", from = ""] of text.matchAll(importPattern)) {
    if (typeOnly) continue;
    const target = resolve(dirname(file), from.replace(/\.js$/, ".ts"));
    const names = imports.get(target) ?? new Set<string>();
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    // A namespace or default import, or a re-export: whatever the module has may be used.
    if (keyword === "export" || clause.replace(/\{[^}]*\}/, "").match(/\w/)) names.add("*");
    for (const part of named?.split(",") ?? []) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.add(name.split(/\s+as\s+/)[0] as string);
    }
    imports.set(target, names);
  }
  return imports;
}

/**
 * The text of a module that can run for the names imported from it: what precedes its first top-level
 * declaration, those declarations, and, repeatedly, the declarations of the module they mention.
 */
function usedDeclarations(text: string, names: ReadonlySet<string>): string[] {
  const [prelude = "", ...chunks] = text.split(declarationStart);
  const byName = new Map(chunks.map((chunk) => [declarationName.exec(chunk)?.[1] ?? "", chunk]));
  const used = new Set(names.has("*") ? byName.keys() : [...names].filter((name) => byName.has(name)));
  for (const name of used)
    for (const other of byName.keys())
      if (!used.has(other) && new RegExp(`\\b${other}\\b`).test(byName.get(name) ?? "")) used.add(other);
  return [prelude, ...[...used].map((name) => byName.get(name) ?? "")];
}

function thrownCodes(entry: string): Set<ErrorCode> {
  const codes = new Set<ErrorCode>();
  const used = new Map<string, Set<string>>([[entry, new Set(["*"])]]);
  const scanned = new Map<string, Set<string>>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    const names = used.get(file) ?? new Set<string>();
    const before = scanned.get(file);
    if (file === sharedChain || (before && [...names].every((n) => before.has(n)))) continue;
    scanned.set(file, new Set(names));
    const text = withoutComments(readFileSync(file, "utf8"));
    for (const declaration of usedDeclarations(text, names))
      for (const code of codesIn(declaration)) codes.add(code);
    for (const [target, imported] of importsOf(file, text)) {
      const all = used.get(target) ?? new Set<string>();
      for (const name of imported) all.add(name);
      used.set(target, all);
      queue.push(target);
    }
  }
  return codes;
}

describe("each endpoint's declared errors", () => {
  it("sees codes thrown through a helper, and only the helpers a handler imports", () => {
    expect([...thrownCodes(handlerEntry("getExchangeRates"))]).toEqual(["NOT_FOUND"]);
    expect(thrownCodes(handlerEntry("createGroupTourBooking"))).toContain("NOT_ENOUGH_PLACES");
    expect(thrownCodes(handlerEntry("acceptOffer"))).toContain("OFFER_CHANGED");
    expect(thrownCodes(handlerEntry("listAgencies")).size).toBe(0);
  });

  it.each(endpoints.map((e) => [e.id, e] as const))("%s declares every code its use case throws", (_, e) => {
    const declared = new Set<ErrorCode>([...(e.errors ?? []), ...implicitErrors(e)]);
    const undeclared = [...thrownCodes(handlerEntry(e.id))].filter((code) => !declared.has(code));
    expect(undeclared, `add them to errors of ${e.id} in shared/src/contract`).toEqual([]);
  });
});
