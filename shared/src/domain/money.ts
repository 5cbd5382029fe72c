// No zod in this module: the web's first load reads it (docs/architecture.md, "What the browser
// loads first"). The schemas are in money-schema.ts.
import type * as z from "zod/mini";
import { numberFormat } from "./intl-format.js";
import type { Locale } from "./locale.js";
import type { ExchangeRatesSchema } from "./money-schema.js";

export { baseCurrency, type Currency, currencies, isCurrency } from "./currency.js";

import type { Currency } from "./currency.js";

/** Kept like the locale: 365 days. */
export const currencyCookie = { name: "tembea_currency", maxAgeDays: 365 } as const;

/** How many units of each currency one franc buys, on a given day. */
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

/**
 * Converts CHF minor units into the target currency's minor units, rounding half away from zero to
 * the nearest minor unit (cent). CHF itself is returned unchanged.
 */
export function convertFromChf(chfMinor: number, currency: Currency, rates: ExchangeRates): number {
  if (currency === "CHF") return chfMinor;
  const exact = chfMinor * rates.rates[currency];
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/**
 * The amount to show for a CHF price. Converted prices are estimates (rates move), so they are shown
 * in whole units, rounded half up; CHF prices are exact and keep their cents when they have any.
 */
export function displayAmount(
  chfMinor: number,
  currency: Currency,
  rates: ExchangeRates,
): { minor: number; wholeUnits: boolean } {
  if (currency === "CHF") return { minor: chfMinor, wholeUnits: chfMinor % 100 === 0 };
  const converted = convertFromChf(chfMinor, currency, rates);
  return { minor: Math.round(converted / 100) * 100, wholeUnits: true };
}

/** Formats minor units with Intl in the page's language, e.g. "CHF 2,450", "2.450 €", "2 450 $US". */
export function formatMoney(
  minor: number,
  currency: Currency,
  locale: Locale,
  wholeUnits = minor % 100 === 0,
): string {
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: wholeUnits ? 0 : 2,
    maximumFractionDigits: wholeUnits ? 0 : 2,
  }).format(minor / 100);
}

/** displayAmount + formatMoney: what a price tag shows. */
export function formatPrice(
  chfMinor: number,
  currency: Currency,
  locale: Locale,
  rates: ExchangeRates,
): string {
  const { minor, wholeUnits } = displayAmount(chfMinor, currency, rates);
  return formatMoney(minor, currency, locale, wholeUnits);
}
