import { Trans, useLingui } from "@lingui/react/macro";
import { type Currency, currencies } from "@tembea/shared";
import { useState } from "react";
import { Dialog } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useCurrency } from "../currency/currency-context";
import styles from "./site-dialogs.module.css";

/**
 * docs/product-spec.md, section 2, "Dialogs: currency": CHF (the base), EUR or USD, kept in the 365-day
 * currency cookie.
 */
export function CurrencyDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useLingui();
  const { currency, setCurrency } = useCurrency();
  const [open, setOpen] = useState(false);
  const names: Record<Currency, string> = {
    CHF: t`Swiss franc`,
    EUR: t`Euro`,
    USD: t`US dollar`,
  };
  function choose(next: Currency) {
    setCurrency(next);
    setOpen(false);
    if (next !== currency) toast(t`Currency changed to ${next}`);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`Choose your currency`}
      trigger={
        <button type="button" className={triggerClassName} aria-label={t`Currency: ${currency}`}>
          <span aria-hidden="true">{currency}</span>
        </button>
      }
    >
      <ul className={styles.options}>
        {currencies.map((code) => (
          <li key={code}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={code === currency}
              onClick={() => choose(code)}
            >
              <span className={styles.code}>{code}</span> {names[code]}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <Trans>
          Prices are set in Swiss francs. Values converted to euros or US dollars may change with exchange
          rates.
        </Trans>
      </p>
    </Dialog>
  );
}
