import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { PriceLine } from "@tembea/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { Container } from "../../ui/container";
import { Fact } from "../../ui/fact";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { ReferenceCode } from "../../ui/reference-code";
import { Skeleton } from "../../ui/skeleton";
import { ConversionNote } from "../currency/conversion-note";
import { useCurrency } from "../currency/currency-context";
import { PriceTotal } from "../currency/price-total";
import { contactEmail } from "../errors/not-found-page";
import { chf, formatDateTime } from "../trip-labels/format";
import styles from "./receipt.module.css";

/** What one payment's receipt says: what was paid, when, for what, to whom. */
export interface ReceiptFacts {
  /** The booking's or trip's short reference; absent on one made before references existed. */
  reference?: string | undefined;
  /** When the payment arrived; absent on a booking paid before that was kept. */
  paidAt?: string | undefined;
  /** What was bought: the tour's or the offer's title. */
  title: string;
  /** The local agency that organises the trip (the page leaves the line out until it is known). */
  agencyName?: string | undefined;
  /** The trip's dates, written out. */
  dates: string;
  travellers: number;
  /** Which payment this is: the whole price, a deposit or a balance. */
  payment: string;
  amountChf: number;
  /**
   * The amount's parts as the booking's summary priced them, so its converted value reads the same
   * as on the summary and the thank-you page (booking/receipt-lines.ts); the amount alone otherwise.
   */
  lines?: readonly PriceLine[] | undefined;
  /** Anything the receipt must add (a booking cancelled since). */
  note?: ReactNode;
}

/**
 * One payment's receipt. Everything a person printing it needs is inside the element marked
 * `data-receipt`; in print, everything else on the page is left out (receipt.module.css).
 */
export function Receipt({ facts }: { facts: ReceiptFacts }) {
  const locale = useLocale();
  const { currency } = useCurrency();
  const { reference, paidAt, title, agencyName, dates, travellers, payment, amountChf, note } = facts;
  const lines = facts.lines ?? [{ unitChf: amountChf, quantity: 1 }];
  return (
    <article className={styles.receipt} data-receipt aria-labelledby="receipt-heading" data-testid="receipt">
      <div className={styles.head}>
        <p className={styles.issuer}>
          <strong className={styles.brand}>Tembea</strong>
          <br />
          {contactEmail}
        </p>
        <h1 id="receipt-heading" tabIndex={-1}>
          <Trans>Receipt</Trans>
        </h1>
      </div>
      <dl className={styles.facts}>
        {reference && (
          <Fact term={<Trans>Reference</Trans>}>
            <ReferenceCode value={reference} />
          </Fact>
        )}
        {paidAt && (
          <Fact term={<Trans>Paid on</Trans>}>
            <time dateTime={paidAt}>{formatDateTime(paidAt, locale)}</time>
          </Fact>
        )}
        <Fact term={<Trans>Trip</Trans>} testId="receipt-title">
          {title}
        </Fact>
        {agencyName && (
          <Fact term={<Trans>Local agency</Trans>} testId="receipt-agency">
            {agencyName}
          </Fact>
        )}
        <Fact term={<Trans>Dates</Trans>}>{dates}</Fact>
        <Fact term={<Trans>Travellers</Trans>}>
          <Plural value={travellers} one="# traveller" other="# travellers" />
        </Fact>
        <Fact term={<Trans>Payment</Trans>}>{payment}</Fact>
        <Fact term={<Trans>Amount paid</Trans>} className={styles.amount} testId="receipt-amount">
          {chf(amountChf, locale)}
        </Fact>
      </dl>
      {currency !== "CHF" && (
        <div className={styles.small} data-testid="receipt-currency">
          <p>
            <Trans>
              Charged in Swiss francs. In {currency}, about <PriceTotal lines={lines} />.
            </Trans>
          </p>
          <ConversionNote />
        </div>
      )}
      {note && <p className={styles.note}>{note}</p>}
      <p className={styles.small}>
        {agencyName ? (
          <Trans>
            Paid to Tembea, the marketplace through which this trip was booked with {agencyName}, the local
            agency that organises it.
          </Trans>
        ) : (
          <Trans>Paid to Tembea, the marketplace through which this trip was booked.</Trans>
        )}
      </p>
    </article>
  );
}

/**
 * A receipt page: the way back and the print button (neither printed), then the receipt, or its
 * loading, error or "not paid" state. `content` is undefined while loading.
 */
export function ReceiptFrame({
  back,
  backLabel,
  query,
  printable,
  children,
}: {
  back: string;
  backLabel: ReactNode;
  query: { isError: boolean; refetch: () => unknown; isRefetching: boolean };
  /** Whether `children` is a receipt (and not what the page says instead). */
  printable: boolean;
  /** The receipt, or what the page says instead; undefined while its data loads. */
  children: ReactNode | undefined;
}) {
  const { t } = useLingui();
  usePageTitle(t`Receipt`);
  const ready = printable && children !== undefined && !query.isError;
  return (
    <Container className={styles.page}>
      <div className={styles.actions}>
        <Link to={back} className={styles.back}>
          ← {backLabel}
        </Link>
        {ready && (
          <Button variant="secondary" onClick={() => window.print()} data-testid="print-receipt">
            <Trans>Print receipt</Trans>
          </Button>
        )}
      </div>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : children === undefined ? (
        <Loading label={t`Loading the receipt…`} aria-busy="true">
          <Skeleton height="2.5rem" width="40%" />
          <Skeleton height="16rem" />
        </Loading>
      ) : (
        children
      )}
    </Container>
  );
}

/** What a receipt page says for a booking or payment that was never paid: there is nothing to print. */
export function NotPaid() {
  return (
    <div className={styles.notPaid} data-testid="receipt-not-paid">
      <h1 tabIndex={-1}>
        <Trans>No receipt yet</Trans>
      </h1>
      <p>
        <Trans>This has not been paid, so there is no receipt for it.</Trans>
      </p>
    </div>
  );
}
