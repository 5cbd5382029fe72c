// A leaf: the schemas (money-schema.ts) read the currencies without importing money.ts, whose types
// they define, so no import cycle.
/**
 * Prices are based on Swiss francs; the user may show them in euro or US dollar (docs/product-spec.md,
 * sections 1 and 9).
 */
export const currencies = ["CHF", "EUR", "USD"] as const;
export type Currency = (typeof currencies)[number];
export const baseCurrency: Currency = "CHF";

export function isCurrency(value: unknown): value is Currency {
  return currencies.some((currency) => currency === value);
}
