import { Trans } from "@lingui/react/macro";
import type { TripPayment } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { chf, formatDateTime } from "./format";
import { useTripLabels } from "./labels";

/**
 * Each payment of a tailored trip: its part, amount and when it was paid. One list for the
 * traveller's summary and the agent's request page, in the catalog both load (trip-labels).
 */
export function PaymentHistory({
  payments,
  className,
  itemClassName,
  timeClassName,
}: {
  payments: TripPayment["payments"];
  className?: string;
  itemClassName?: string;
  timeClassName?: string;
}) {
  const locale = useLocale();
  const labels = useTripLabels();
  return (
    <ul className={className}>
      {payments.map((p) => {
        const part = labels.paymentPart[p.part];
        const amount = chf(p.amountChf, locale);
        return (
          <li key={`${p.part}-${p.paidAt}`} className={itemClassName}>
            {/* The colon in the message: French spaces it. */}
            <Trans>
              <strong>{part}</strong>: {amount}
            </Trans>{" "}
            <time dateTime={p.paidAt} className={timeClassName}>
              {formatDateTime(p.paidAt, locale)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
