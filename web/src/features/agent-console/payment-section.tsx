import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { balanceDueChf, depositPercent, type TripRequest, travellerHeadcount } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { formatPercent } from "../../lib/format";
import { Fact } from "../../ui/fact";
import { PaymentFacts } from "../trip-labels/payment-facts";
import { PaymentHistory } from "../trip-labels/payment-history";
import styles from "./agent-console.module.css";

/**
 * What the traveller of a booked request has paid, and when, and what is still due: the same facts,
 * formatted the same way, as the traveller's own summary page shows them.
 */
export function PaymentSection({ request }: { request: TripRequest }) {
  const locale = useLocale();
  const { t } = useLingui();
  const { payment } = request;
  if (!payment) return null;
  const due = balanceDueChf(payment);
  const travellers = travellerHeadcount(request.travellers);
  const percent = formatPercent(depositPercent, locale);
  return (
    <section aria-labelledby="request-payment" className={styles.section} data-testid="request-payment">
      <h2 id="request-payment">
        <Trans>Payment</Trans>
      </h2>
      <dl className={styles.facts}>
        <Fact term={<Trans>Plan</Trans>} className={styles.fact} testId="payment-plan">
          {payment.plan === "deposit" ? t`Deposit of ${percent}, then the balance` : t`Paid in full at once`}
        </Fact>
        <Fact term={<Trans>Travellers</Trans>} className={styles.fact}>
          <Plural value={travellers} one="# traveller" other="# travellers" />
        </Fact>
        <div className={styles.paymentFacts}>
          <PaymentFacts totalChf={payment.totalChf} paidChf={payment.paidChf} dueChf={due} />
        </div>
      </dl>
      <h3>
        <Trans>Payments</Trans>
      </h3>
      <PaymentHistory
        payments={payment.payments}
        className={styles.history}
        itemClassName={styles.historyItem}
        timeClassName={styles.historyTime}
      />
      {due === 0 && (
        <p className={styles.muted}>
          <Trans>The trip is paid in full.</Trans>
        </p>
      )}
    </section>
  );
}
