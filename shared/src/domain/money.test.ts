import { describe, expect, it } from "vitest";
import { groupTourPriceLines } from "./booking.js";
import { convertFromChf, displayAmount, type ExchangeRates, formatMoney, formatPrice } from "./money.js";
import { displayTotal, formatTotal, priceLinesTotal } from "./price-lines.js";

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

  it("shows a converted total as the sum of its unit prices as shown, so the figures add up", () => {
    const plain = (s: string) => s.replace(/\s/g, " ");
    // Two travellers in a shared room at CHF 4,250 each: 4,552.60 € a person shows as 4.553 €.
    const lines = groupTourPriceLines(
      { price: { shared: 425_000, single: 519_000 } },
      { sharedRooms: 1, singleRooms: 0 },
    );
    expect(plain(formatPrice(425_000, "EUR", "de", rates))).toBe("4.553 €");
    expect(plain(formatTotal(lines, "EUR", "de", rates))).toBe("9.106 €");
    // Converting the CHF total instead would round once: 9,105.20 € → 9.105 €, a euro off 2 × 4.553 €.
    expect(plain(formatPrice(850_000, "EUR", "de", rates))).toBe("9.105 €");
    expect(displayTotal(lines, "USD", rates)).toEqual({
      minor: 2 * displayAmount(425_000, "USD", rates).minor,
      wholeUnits: true,
    });
    const mixed = [
      { unitChf: 425_000, quantity: 2 },
      { unitChf: 519_000, quantity: 1 },
    ];
    expect(displayTotal(mixed, "EUR", rates).minor).toBe(
      2 * displayAmount(425_000, "EUR", rates).minor + displayAmount(519_000, "EUR", rates).minor,
    );
    // CHF is what is charged: the exact total, cents kept.
    expect(priceLinesTotal(mixed)).toBe(1_369_000);
    expect(displayTotal([{ unitChf: 12_345, quantity: 3 }], "CHF", rates)).toEqual({
      minor: 37_035,
      wholeUnits: false,
    });
    expect(plain(formatTotal(mixed, "CHF", "en", rates))).toBe("CHF 13,690");
  });
});
