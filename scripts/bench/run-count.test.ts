import { describe, expect, it } from "vitest";
import { oddRunCount } from "./run-count.js";

describe("oddRunCount", () => {
  it("takes the default when the variable is unset or empty", () => {
    expect(oddRunCount("BENCH_COLD_STARTS", undefined, 3)).toBe(3);
    expect(oddRunCount("BENCH_COLD_STARTS", "", 3)).toBe(3);
  });

  it("takes an odd whole number", () => {
    expect(oddRunCount("BENCH_COLD_STARTS", "9", 3)).toBe(9);
    expect(oddRunCount("BENCH_COLD_STARTS", "1", 3)).toBe(1);
  });

  it("refuses an even, fractional, negative or non-numeric count, naming the variable", () => {
    for (const asked of ["4", "2.5", "-3", "0", "nine"])
      expect(() => oddRunCount("BENCH_COLD_STARTS", asked, 3)).toThrow(
        `BENCH_COLD_STARTS must be an odd whole number (1, 3, 5, …), not "${asked}"`,
      );
  });
});
