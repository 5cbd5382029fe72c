// Totals made of unit prices, apart from money.ts: only the booking steps show them, and money.ts
// is in every page's first load (docs/performance.md).

import type { Locale } from "./locale.js";
import { type Currency, displayAmount, type ExchangeRates, formatMoney } from "./money.js";

/** A part of a price: a unit price in CHF minor units and how many of it (2 travellers × shared room). */
export interface PriceLine {
  unitChf: number;
  quantity: number;
}

/** The exact CHF total of price lines: what is charged. */
export function priceLinesTotal(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitChf * line.quantity, 0);
}

/**
 * The amount to show for a total made of unit prices. Converted, it is each unit price as its own
 * tag shows it (displayAmount), times its quantity, so the figures on a page add up: converting the
 * CHF total instead rounds once where the tags round per unit, and two travellers at "4.553 € pro
 * Person" read "Total 9.105 €". CHF, charged as it is, is the exact total.
 */
export function displayTotal(
  lines: readonly PriceLine[],
  currency: Currency,
  rates: ExchangeRates,
): { minor: number; wholeUnits: boolean } {
  if (currency === "CHF") return displayAmount(priceLinesTotal(lines), currency, rates);
  const minor = lines.reduce(
    (sum, line) => sum + displayAmount(line.unitChf, currency, rates).minor * line.quantity,
    0,
  );
  return { minor, wholeUnits: true };
}

/** displayTotal + formatMoney: what a total made of unit prices shows. */
export function formatTotal(
  lines: readonly PriceLine[],
  currency: Currency,
  locale: Locale,
  rates: ExchangeRates,
): string {
  const { minor, wholeUnits } = displayTotal(lines, currency, rates);
  return formatMoney(minor, currency, locale, wholeUnits);
}
