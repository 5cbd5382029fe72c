import type { ExchangeRates } from "@tembea/shared";

/**
 * The European Central Bank's daily reference rates: a public, free, stable XML feed quoting one
 * euro in other currencies. Tembea needs units per franc, so CHF->EUR = 1/EURCHF and
 * CHF->USD = EURUSD/EURCHF.
 */
export const ecbDailyUrl = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

export function parseEcbDaily(xml: string): ExchangeRates {
  const date = /time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  const rate = (currency: string) => {
    const match = new RegExp(`currency=['"]${currency}['"]\\s+rate=['"]([0-9.]+)['"]`).exec(xml);
    const value = match ? Number(match[1]) : Number.NaN;
    if (!Number.isFinite(value) || value <= 0) throw new Error(`ECB feed has no rate for ${currency}`);
    return value;
  };
  if (!date) throw new Error("ECB feed has no date");
  const eurChf = rate("CHF");
  const eurUsd = rate("USD");
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return { date, base: "CHF", rates: { CHF: 1, EUR: round6(1 / eurChf), USD: round6(eurUsd / eurChf) } };
}
