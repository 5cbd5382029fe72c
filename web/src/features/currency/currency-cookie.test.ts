import { describe, expect, it } from "vitest";
import { parseCurrencyCookie } from "./currency-cookie";

describe("currency cookie", () => {
  it("keeps a known currency and falls back to CHF otherwise", () => {
    expect(parseCurrencyCookie("EUR")).toBe("EUR");
    expect(parseCurrencyCookie("USD")).toBe("USD");
    expect(parseCurrencyCookie("GBP")).toBe("CHF");
    expect(parseCurrencyCookie(undefined)).toBe("CHF");
  });
});
