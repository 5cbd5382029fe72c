import { describe, expect, it } from "vitest";
import { convertFromChf, displayAmount, type ExchangeRates, formatMoney, formatPrice } from "./money.js";

const rates: ExchangeRates = { date: "2026-11-20", base: "CHF", rates: { CHF: 1, EUR: 1.0712, USD: 1.1345 } };

describe("money", () => {
  it("converts CHF minor units to the target's minor units, rounding half away from zero", () => {
    expect(convertFromChf(245_000, "CHF", rates)).toBe(245_000);
    expect(convertFromChf(245_000, "EUR", rates)).toBe(262_444);
    expect(convertFromChf(50, "EUR", { ...rates, rates: { ...rates.rates, EUR: 1.01 } })).toBe(51); // 50.5 -> 51
    expect(convertFromChf(1, "USD", rates)).toBe(1);
  });

  it("shows converted prices in whole units and CHF prices exactly", () => {
    expect(displayAmount(245_000, "EUR", rates)).toEqual({ minor: 262_400, wholeUnits: true });
    expect(displayAmount(245_050, "EUR", rates)).toEqual({ minor: 262_500, wholeUnits: true }); // 2624.98 -> 2625
    expect(displayAmount(245_050, "CHF", rates)).toEqual({ minor: 245_050, wholeUnits: false });
    expect(displayAmount(245_000, "CHF", rates)).toEqual({ minor: 245_000, wholeUnits: true });
  });

  it("formats with Intl in the page's language", () => {
    const plain = (s: string) => s.replace(/\s/g, " ");
    expect(plain(formatMoney(245_000, "CHF", "en"))).toBe("CHF 2,450");
    expect(plain(formatMoney(245_050, "CHF", "en"))).toBe("CHF 2,450.50");
    expect(plain(formatPrice(245_000, "EUR", "de", rates))).toBe("2.624 €");
    expect(plain(formatPrice(245_000, "USD", "fr", rates))).toBe("2 780 $US");
  });
});
