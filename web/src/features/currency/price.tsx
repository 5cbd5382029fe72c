import { formatMoney, formatTotal, type PriceLine, priceLinesTotal } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { useCurrency } from "./currency-context";
import { useExchangeRates } from "./use-exchange-rates";

export type PriceProps = { className?: string } & (
  | { chf: number; lines?: never }
  /** A total of unit prices: converted, it adds up the unit prices as their own tags show them. */
  | { lines: readonly PriceLine[]; chf?: never }
);

/**
 * A price stored in CHF minor units, shown in the visitor's currency. Until the rates arrive (or if
 * they cannot be had) it shows the exact CHF amount rather than nothing or a guess.
 */
export function Price({ chf, lines, className }: PriceProps) {
  const locale = useLocale();
  const { currency } = useCurrency();
  const { data: rates } = useExchangeRates(currency !== "CHF");
  const parts = lines ?? [{ unitChf: chf, quantity: 1 }];
  const text =
    currency !== "CHF" && rates
      ? formatTotal(parts, currency, locale, rates)
      : formatMoney(priceLinesTotal(parts), "CHF", locale);
  return (
    <span className={className} data-testid="price">
      {text}
    </span>
  );
}
