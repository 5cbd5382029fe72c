import { useLingui } from "@lingui/react/macro";
import type { LedgerKind } from "@tembea/shared";

/** What each movement of money is called on the page and in the CSV. */
export function useEntryLabel(): (kind: LedgerKind) => string {
  const { t } = useLingui();
  const labels: Record<LedgerKind, string> = {
    "booking-paid": t`Booking paid`,
    "refund-paid": t`Refund paid`,
    "trip-payment": t`Tailored trip payment`,
  };
  return (kind) => labels[kind];
}

/** The three totals' names, one wording for the page and the CSV. */
export function useTotalLabels() {
  const { t } = useLingui();
  return {
    collected: t`Collected`,
    refunded: t`Refunded`,
    due: t`Due to the agency`,
  };
}
