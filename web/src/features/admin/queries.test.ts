import { describe, expect, it } from "vitest";
import { logoPollInterval, logoProcessingLimitMs } from "./queries";

describe("the logo upload's polling", () => {
  it("asks again while processing, stops past the limit, and starts afresh for the next upload", () => {
    const start = 1_000_000;
    expect(logoPollInterval("a", "processing", start)).toBe(1500);
    expect(logoPollInterval("a", "processing", start + logoProcessingLimitMs - 1)).toBe(1500);
    expect(logoPollInterval("a", "processing", start + logoProcessingLimitMs)).toBe(false);
    // Another agency's upload has its own clock.
    expect(logoPollInterval("b", "processing", start + logoProcessingLimitMs)).toBe(1500);
    expect(logoPollInterval("a", undefined, start + logoProcessingLimitMs + 1)).toBe(false);
    expect(logoPollInterval("a", "processing", start + 2 * logoProcessingLimitMs)).toBe(1500);
    expect(logoPollInterval("a", "failed", start + 2 * logoProcessingLimitMs)).toBe(false);
  });
});
