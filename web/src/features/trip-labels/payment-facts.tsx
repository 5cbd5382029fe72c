import { Trans } from "@lingui/react/macro";
import { useLocale } from "../../i18n/locale-context";
import { chf } from "./format";

/**
 * The total, what is paid and what is due, as terms of a trip page's details list: the traveller's
 * trip pages and the agent's request page, in the catalog all of them load (trip-labels).
 */
export function PaymentFacts({
  totalChf,
  paidChf,
  dueChf,
}: {
  totalChf: number;
  paidChf: number;
  dueChf: number;
}) {
  const locale = useLocale();
  return (
    <>
      <dt>
        <Trans>Total</Trans>
      </dt>
      <dd>{chf(totalChf, locale)}</dd>
      <dt>
        <Trans>Amount paid</Trans>
      </dt>
      <dd data-testid="amount-paid">{chf(paidChf, locale)}</dd>
      <dt>
        <Trans>Balance due</Trans>
      </dt>
      <dd data-testid="balance-due">{chf(dueChf, locale)}</dd>
    </>
  );
}
