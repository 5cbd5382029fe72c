import { Trans } from "@lingui/react/macro";
import { dateTimeFormat } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { useCurrency } from "./currency-context";
import { useExchangeRates } from "./use-exchange-rates";

/**
 * Converted values may change with exchange rates (docs/product-spec.md, section 1). Shown only when prices
 * are converted.
 */
export function ConversionNote({ className }: { className?: string }) {
  const locale = useLocale();
  const { currency } = useCurrency();
  const { data: rates } = useExchangeRates(currency !== "CHF");
  if (currency === "CHF" || !rates) return null;
  const date = dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${rates.date}T00:00:00Z`),
  );
  return (
    <p className={className} data-testid="conversion-note">
      <Trans>
        Prices are set in Swiss francs and shown in {currency} at the rate of {date}. Converted values may
        change with exchange rates.
      </Trans>
    </p>
  );
}
