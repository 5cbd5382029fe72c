import { formatMoney, formatTotal, type PriceLine, priceLinesTotal } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { useCurrency } from "./currency-context";
import { useExchangeRates } from "./use-exchange-rates";

/**
 * A total of unit prices (travellers × room prices) in the visitor's currency. Converted, it adds up
 * the unit prices as their own tags show them, so the page's figures add up; in CHF, or until the
 * rates arrive, it is the exact CHF total that is charged.
 */
export function PriceTotal({ lines, className }: { lines: readonly PriceLine[]; className?: string }) {
  const locale = useLocale();
  const { currency } = useCurrency();
  const { data: rates } = useExchangeRates(currency !== "CHF");
  const text =
    currency !== "CHF" && rates
      ? formatTotal(lines, currency, locale, rates)
      : formatMoney(priceLinesTotal(lines), "CHF", locale);
  return (
    <span className={className} data-testid="price">
      {text}
    </span>
  );
}
