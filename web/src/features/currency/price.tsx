import { formatMoney, formatPrice } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { useCurrency } from "./currency-context";
import { useExchangeRates } from "./use-exchange-rates";

/**
 * A price stored in CHF minor units, shown in the visitor's currency. Until the rates arrive (or if
 * they cannot be had) it shows the exact CHF amount rather than nothing or a guess.
 */
export function Price({ chf, className }: { chf: number; className?: string }) {
  const locale = useLocale();
  const { currency } = useCurrency();
  const { data: rates } = useExchangeRates(currency !== "CHF");
  const text =
    currency !== "CHF" && rates ? formatPrice(chf, currency, locale, rates) : formatMoney(chf, "CHF", locale);
  return (
    <span className={className} data-testid="price">
      {text}
    </span>
  );
}
