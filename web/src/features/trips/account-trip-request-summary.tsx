import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { balanceDueChf, type TripRequest, todayUtc, travellerHeadcount } from "@tembea/shared";
import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName } from "../../lib/format";
import { myTripRequestPath, tripPaymentReceiptPath } from "../../lib/paths";
import { Button, ButtonLink } from "../../ui/button";
import { ConfirmationSlow } from "../../ui/confirmation-slow";
import { usePageTitle } from "../../ui/page-title";
import { ReferenceCode } from "../../ui/reference-code";
import { chf, requestDate } from "../trip-labels/format";
import { useTripLabels } from "../trip-labels/labels";
import { PaymentFacts } from "../trip-labels/payment-facts";
import { PaymentHistory } from "../trip-labels/payment-history";
import { CalendarLink } from "./calendar-link";
import { useCheckoutErrorMessage } from "./checkout-errors";
import { TripPageFrame } from "./page-frame";
import { useMyTripRequest, usePayTripBalance } from "./queries";
import { StatusBadge } from "./status-badge";
import { TripSection } from "./trip-section";
import { requestStatus } from "./trip-status";
import styles from "./trips.module.css";

function PayBalance({ request, due }: { request: TripRequest; due: number }) {
  const locale = useLocale();
  const message = useCheckoutErrorMessage();
  const pay = usePayTripBalance(request.id);
  const amount = chf(due, locale);
  return (
    <div className={styles.actions}>
      <div role="alert">{pay.isError && <p className={styles.warning}>{message(pay.error)}</p>}</div>
      <Button
        loading={pay.isPending || pay.isSuccess}
        onClick={() =>
          pay.mutate(locale, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) })
        }
      >
        <Trans>Pay the balance of {amount}</Trans>
      </Button>
    </div>
  );
}

/** A printable receipt for each payment made. */
function ReceiptLinks({ request }: { request: TripRequest }) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const labels = useTripLabels();
  const payments = request.payment?.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <ul className={`${styles.actions} ${styles.plainList}`} aria-label={t`Receipts`}>
      {payments.map(({ part }) => {
        const name = labels.paymentPart[part];
        return (
          <li key={part}>
            <ButtonLink to={to(tripPaymentReceiptPath(request.id, part))} variant="secondary">
              <Trans>Receipt: {name}</Trans>
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}

function Summary({
  request,
  waiting,
  slow,
}: {
  request: TripRequest;
  waiting: boolean;
  /** Shown when the page stopped waiting for the provider's confirmation. */
  slow: ReactNode;
}) {
  const locale = useLocale();
  const { t } = useLingui();
  const to = useLocalizedPath();
  const weeks = (n: number) => (n === 1 ? t`1 week` : t`${n} weeks`);
  const destination = destinationName(request.destination, locale);
  const title = request.offer?.title ?? t`Tailored trip to ${destination}`;
  const { payment } = request;
  const travellers = travellerHeadcount(request.travellers);

  if (request.status !== "booked" || !payment) {
    return (
      <>
        <h1>
          <Trans>Group tour summary</Trans>
        </h1>
        {slow ??
          (waiting ? (
            <p role="status" className={styles.notice}>
              <Trans>Thank you! We are waiting for the payment provider to confirm your payment…</Trans>
            </p>
          ) : (
            <p className={styles.notice}>
              <Trans>This trip is not booked yet.</Trans>
            </p>
          ))}
        <ButtonLink to={to(myTripRequestPath(request.id))} variant="secondary">
          <Trans>See your request</Trans>
        </ButtonLink>
      </>
    );
  }

  const due = balanceDueChf(payment);
  return (
    <>
      <h1>
        <Trans>Group tour summary</Trans>
      </h1>
      {slow}
      <div className={styles.header}>
        <h2>{title}</h2>
        <StatusBadge status={requestStatus(request, todayUtc())} />
      </div>
      <p className={styles.muted}>
        {destination} · {requestDate(request.date, locale, weeks)}
      </p>
      {request.reference && (
        <p className={styles.muted}>
          <Trans>Reference</Trans> <ReferenceCode value={request.reference} />
        </p>
      )}
      {request.date.kind === "exact" && (
        <div className={styles.actions}>
          <CalendarLink
            uid={request.id}
            title={title}
            description={destination}
            startDate={request.date.departure}
            endDate={request.date.return}
          />
        </div>
      )}
      <TripSection id="payment-heading" title={<Trans>Payment</Trans>}>
        <dl className={styles.details}>
          <dt>
            <Trans>Travellers</Trans>
          </dt>
          <dd>
            <Plural value={travellers} one="# traveller" other="# travellers" />
          </dd>
          <PaymentFacts totalChf={payment.totalChf} paidChf={payment.paidChf} dueChf={due} />
        </dl>
        <h3>
          <Trans>Payments</Trans>
        </h3>
        <PaymentHistory
          payments={payment.payments}
          className={styles.history}
          timeClassName={`${styles.muted} ${styles.historyTime}`}
        />
        <ReceiptLinks request={request} />
        {due > 0 ? (
          <PayBalance request={request} due={due} />
        ) : (
          <p className={styles.notice}>
            <Trans>Your trip is paid in full.</Trans>
          </p>
        )}
      </TripSection>
      <p>
        <ButtonLink to={to(myTripRequestPath(request.id))} variant="secondary">
          <Trans>See the offer and your change requests</Trans>
        </ButtonLink>
      </p>
    </>
  );
}

/** /account/trips/request/{id}/summary: the booked tailored trip, what is paid and what is due. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Group tour summary`);
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  // Back from the checkout (?paid=…): the provider's event may still be on its way.
  const paid = search.get("paid");
  const waiting = paid !== null;
  const query = useMyTripRequest(id, {
    ...(waiting
      ? {
          arrived: (r: TripRequest) =>
            r.status === "booked" && (paid !== "balance" || balanceDueChf(r.payment) === 0),
        }
      : {}),
  });
  return (
    <TripPageFrame query={query}>
      {(request) => (
        <Summary
          request={request}
          waiting={waiting}
          slow={
            query.gaveUp ? (
              <ConfirmationSlow onCheckAgain={() => void query.refetch()} checking={query.isFetching} />
            ) : null
          }
        />
      )}
    </TripPageFrame>
  );
}
