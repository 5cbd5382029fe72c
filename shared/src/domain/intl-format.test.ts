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

  it("writes the first of a month as French does, and leaves numeric dates alone", () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const long = dateTimeFormat("fr", { dateStyle: "long", timeZone: "UTC" });
    expect(long.format(day("2027-01-01"))).toBe("1er janvier 2027");
    expect(long.format(day("2027-01-11"))).toBe("11 janvier 2027");
    expect(long.format(day("2027-01-21"))).toBe("21 janvier 2027");
    const medium = dateTimeFormat("fr", { dateStyle: "medium", timeZone: "UTC" });
    expect(medium.formatRange(day("2027-02-01"), day("2027-02-05"))).toBe("1er–5 févr. 2027");
    expect(dateTimeFormat("fr", { dateStyle: "short", timeZone: "UTC" }).format(day("2027-02-01"))).toBe(
      "01/02/2027",
    );
    expect(dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(day("2027-01-01"))).toBe(
      "January 1, 2027",
    );
    expect(dateTimeFormat("de", { dateStyle: "long", timeZone: "UTC" }).format(day("2027-01-01"))).toBe(
      "1. Januar 2027",
    );
  });

  it("keeps kinds apart when their options are the same", () => {
    expect(dateTimeFormat("en", {})).not.toBe(numberFormat("en", {}) as unknown);
  });
});
