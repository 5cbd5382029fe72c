import { Plural, Trans } from "@lingui/react/macro";
import { daysBeforeTrip, type RefundTier, refundKind, refundTierAt } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { formatPercent } from "../../lib/format";
import styles from "./booking.module.css";

/**
 * Before paying, what a cancellation would refund if the trip starts inside a tier that no longer
 * refunds everything: "This booking is non-refundable" inside the last tier, the partial refund
 * inside a partial one, each with its tier. Nothing when a full refund still applies.
 */
export function RefundNow({
  tiers,
  startDate,
  today,
}: {
  tiers: RefundTier[];
  startDate: string;
  today: string;
}) {
  const locale = useLocale();
  if (!startDate) return null;
  const days = Math.max(0, daysBeforeTrip(today, startDate));
  const { tier, from, to } = refundTierAt(tiers, days);
  const kind = refundKind(tier);
  if (kind === "full") return null;
  const percent = formatPercent(tier.refundPercent, locale);
  // The names below are the catalog's placeholders ({next}, {upTo}): keep them.
  const next = (to ?? 0) + 1;
  const upTo = to ?? 0;
  return (
    <div className={styles.refundNow} data-testid="refund-now" data-refund={kind}>
      <p className={styles.refundNowTitle}>
        {kind === "none" ? (
          <Trans>This booking is non-refundable.</Trans>
        ) : (
          <Trans>If you cancel, {percent} of the price is refunded.</Trans>
        )}
      </p>
      <p>
        {kind === "none" && to === undefined ? (
          <Trans>This tour gives no refund on cancellation.</Trans>
        ) : to === undefined && from === 0 ? (
          <Trans>This tour refunds {percent} whenever you cancel.</Trans>
        ) : kind === "none" ? (
          <Plural
            value={days}
            one={`Your trip starts in # day: cancelling less than ${next} days before the trip gives no refund.`}
            other={`Your trip starts in # days: cancelling less than ${next} days before the trip gives no refund.`}
          />
        ) : to === undefined ? (
          <Plural
            value={days}
            one={`Your trip starts in # day: cancelling ${from} days or more before the trip refunds ${percent}.`}
            other={`Your trip starts in # days: cancelling ${from} days or more before the trip refunds ${percent}.`}
          />
        ) : (
          <Plural
            value={days}
            one={`Your trip starts in # day: cancelling ${from}–${upTo} days before the trip refunds ${percent}.`}
            other={`Your trip starts in # days: cancelling ${from}–${upTo} days before the trip refunds ${percent}.`}
          />
        )}
      </p>
    </div>
  );
}
