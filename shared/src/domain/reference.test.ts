import { describe, expect, it } from "vitest";
import {
  drawReference,
  isReference,
  referenceAlphabet,
  referenceLength,
  referencePrefix,
} from "./reference.js";

describe("short references", () => {
  it("use no symbol people mix up when reading aloud or typing: no 0/O, 1/I/L (nor U)", () => {
    for (const confusable of "01OILU") expect(referenceAlphabet).not.toContain(confusable);
    expect(new Set(referenceAlphabet).size).toBe(referenceAlphabet.length);
    expect(referenceAlphabet).toMatch(/^[2-9A-Z]{30}$/);
  });

  it("are the prefix and five symbols of the alphabet, every symbol reachable", () => {
    const seen = new Set<string>();
    let n = 0;
    // A source that walks the whole alphabet: each position takes each symbol once over 30 draws.
    const walk = (max: number) => n++ % max;
    for (let i = 0; i < referenceAlphabet.length; i++) {
      const reference = drawReference(walk);
      expect(reference).toMatch(new RegExp(`^${referencePrefix}[${referenceAlphabet}]{${referenceLength}}$`));
      expect(isReference(reference)).toBe(true);
      for (const symbol of reference.slice(referencePrefix.length)) seen.add(symbol);
    }
    expect(seen.size).toBe(referenceAlphabet.length);
    expect(drawReference(() => 0)).toBe("TMB-22222");
    expect(drawReference(() => 29)).toBe("TMB-ZZZZZ");
  });

  it("recognise only references as written: upper case, prefix, five symbols", () => {
    expect(isReference("TMB-7K2Q9")).toBe(true);
    for (const other of ["tmb-7k2q9", "TMB-7K2Q", "TMB-7K2Q9A", "TMB-7K2O9", "TMB-7K2Q1", "XYZ-7K2Q9", ""])
      expect(isReference(other), other).toBe(false);
  });
});
