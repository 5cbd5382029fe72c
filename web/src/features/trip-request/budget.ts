import { type Currency, convertFromChf, type ExchangeRates, minimumBudgetChf } from "@tembea/shared";

/**
 * The minimum budget in whole units of `currency`, rounded up so that paying the amount shown is
 * always enough (CHF 1,000 → e.g. EUR 1,064 rather than a rounded-down EUR 1,063).
 */
export function minimumBudgetIn(currency: Currency, rates: ExchangeRates | undefined): number {
  if (currency === "CHF" || !rates) return minimumBudgetChf / 100;
  return Math.ceil(convertFromChf(minimumBudgetChf, currency, rates) / 100);
}

/**
 * A whole amount typed in `currency`, in CHF minor units. The amount shown as the minimum counts
 * as the minimum, even where converting it back lands a few centimes below CHF 1,000.
 */
export function budgetInChf(amount: number, currency: Currency, rates: ExchangeRates | undefined): number {
  if (currency === "CHF") return Math.round(amount * 100);
  if (!rates) throw new Error("exchange rates needed to convert a budget");
  const chf = Math.round((amount * 100) / rates.rates[currency]);
  return amount >= minimumBudgetIn(currency, rates) ? Math.max(chf, minimumBudgetChf) : chf;
}

/** A CHF budget as a whole amount in `currency`, rounded up so it stays above the minimum. */
export function budgetIn(chf: number, currency: Currency, rates: ExchangeRates | undefined): number {
  if (currency === "CHF") return Math.ceil(chf / 100);
  if (!rates) throw new Error("exchange rates needed to convert a budget");
  return Math.ceil(convertFromChf(chf, currency, rates) / 100);
}
