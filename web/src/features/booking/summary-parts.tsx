import { Trans } from "@lingui/react/macro";
import { formatMoney, type PriceLine, priceLinesTotal, type Travellers } from "@tembea/shared";
import { phoneForDisplay } from "@tembea/shared/phone-display";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocale } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { Fact } from "../../ui/fact";
import { countryName } from "../../ui/form/field-messages";
import { ConversionNote } from "../currency/conversion-note";
import { useCurrency } from "../currency/currency-context";
import { PriceTotal } from "../currency/price-total";
import { contactEmail } from "../errors/not-found-page";
import { PaymentMarkList } from "../footer/payment-marks";
import styles from "./booking.module.css";

/** A summary block with its heading and a link back to the step that changes it. */
export function SummarySection({
  id,
  title,
  change,
  children,
}: {
  id: string;
  title: ReactNode;
  change?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.summarySection} aria-labelledby={id}>
      <div className={styles.summaryHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {change && (
          <Link to={change.to} className={styles.changeLink} aria-label={change.label}>
            <Trans>Change</Trans>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function TripDates({ start, end }: { start: string; end: string }) {
  const locale = useLocale();
  const from = formatDate(start, locale, "full");
  const to = formatDate(end, locale, "full");
  return (
    <dl className={styles.facts}>
      <Fact term={<Trans>Departure</Trans>} testId="summary-start">
        {from}
      </Fact>
      <Fact term={<Trans>Return</Trans>} testId="summary-end">
        {to}
      </Fact>
    </dl>
  );
}

export function TravellerList({ travellers }: { travellers: Travellers }) {
  const locale = useLocale();
  const { lead, others } = travellers;
  const nationality = countryName(locale, lead.nationality);
  const phoneCountry = countryName(locale, lead.phone.country);
  const leadBorn = formatDate(lead.birthDate, locale, "long");
  return (
    <ol className={styles.travellerList}>
      <li data-testid="summary-lead">
        <strong>
          {lead.firstName} {lead.lastName}
        </strong>{" "}
        <span className={styles.muted}>
          (<Trans>lead traveller</Trans>)
        </span>
        <br />
        {lead.email}
        <br />
        {phoneForDisplay(lead.phone.country, lead.phone.number)} ({phoneCountry})
        <br />
        <Trans>Nationality: {nationality}</Trans>
        <br />
        <Trans>Born on {leadBorn}</Trans>
      </li>
      {others.map((other, index) => {
        const born = formatDate(other.birthDate, locale, "long");
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the saved travellers, shown once and never reordered
          <li key={index} data-testid="summary-traveller">
            <strong>
              {other.firstName} {other.lastName}
            </strong>
            <br />
            <Trans>Born on {born}</Trans>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The total as charged (CHF) and, when another currency is shown, in that currency too, marked as
 * an estimate: what a traveller pays, and after paying what was paid, is the CHF amount. Given its
 * unit prices (`lines`), the converted total is their sum as the unit prices show.
 */
export function ChargedTotal({ lines }: { lines: readonly PriceLine[] }) {
  const locale = useLocale();
  const { currency } = useCurrency();
  const chf = priceLinesTotal(lines);
  return (
    <>
      <p className={styles.totalLine}>
        <span>
          <Trans>Total</Trans>
        </span>
        <strong className={styles.totalValue} data-testid="total-chf">
          {formatMoney(chf, "CHF", locale)}
        </strong>
      </p>
      {currency !== "CHF" && (
        <p className={styles.totalLine}>
          <span>
            <Trans>In {currency}, about</Trans>
          </span>
          <PriceTotal lines={lines} className={styles.totalConverted} />
        </p>
      )}
    </>
  );
}

export function TotalPrice({ lines }: { lines: readonly PriceLine[] }) {
  return (
    <div className={styles.totalBox} data-testid="summary-total">
      <ChargedTotal lines={lines} />
      <p className={styles.muted}>
        <Trans>You pay in Swiss francs.</Trans>
      </p>
      <ConversionNote className={styles.muted} />
    </div>
  );
}

/**
 * Group members can pay their share separately, arranged through support (docs/product-spec.md, section 1).
 */
export function PerPersonPaymentBanner() {
  return (
    <aside className={styles.banner} data-testid="per-person-banner">
      <Trans>
        Travelling as a group? Each member can pay their own share: contact our support by e-mail at{" "}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or through a messaging app, and we will arrange
        separate per-person payment links.
      </Trans>
    </aside>
  );
}

export function CardMarks() {
  return (
    <div className={styles.cardMarks}>
      <p id="booking-pay-with" className={styles.muted}>
        <Trans>Pay securely with</Trans>
      </p>
      <PaymentMarkList labelledBy="booking-pay-with" className={styles.marks} />
    </div>
  );
}
