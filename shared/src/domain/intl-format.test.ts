import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNames, numberFormat, relativeTimeFormat } from "./intl-format.js";

describe("reused Intl formatters", () => {
  it("builds one formatter per language and options", () => {
    const a = numberFormat("de", { style: "currency", currency: "CHF" });
    expect(numberFormat("de", { style: "currency", currency: "CHF" })).toBe(a);
    expect(numberFormat("fr", { style: "currency", currency: "CHF" })).not.toBe(a);
    expect(numberFormat("de", { style: "currency", currency: "EUR" })).not.toBe(a);
  });

  it("formats in the language it was asked for", () => {
    expect(numberFormat("de", { maximumFractionDigits: 0 }).format(2450)).toBe("2.450");
    expect(numberFormat("en", { maximumFractionDigits: 0 }).format(2450)).toBe("2,450");
    expect(dateTimeFormat("fr", { month: "long", timeZone: "UTC" }).format(new Date("2026-03-01"))).toBe(
      "mars",
    );
    expect(displayNames("de", { type: "language" }).of("fr")).toBe("Französisch");
    expect(relativeTimeFormat("fr", { numeric: "auto" }).format(-1, "day")).toBe("hier");
  });

  it("keeps kinds apart when their options are the same", () => {
    expect(dateTimeFormat("en", {})).not.toBe(numberFormat("en", {}) as unknown);
  });
});
