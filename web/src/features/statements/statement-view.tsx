import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney, type Statement } from "@tembea/shared";
import { useCallback } from "react";
import { useLocale } from "../../i18n/locale-context";
import { formatDate, formatMonth } from "../../lib/format";
import { CsvLink } from "./csv-link";
import { statementCsvRows } from "./statement-csv";
import { useEntryLabel, useTotalLabels } from "./statement-labels";
import styles from "./statements.module.css";

/** CHF as the statement shows it: always with its cents, as a payout is made. */
export const chf = (minor: number, locale: ReturnType<typeof useLocale>) =>
  formatMoney(minor, "CHF", locale, false);

/** An agency's month: its totals, every movement of its money, and the same as CSV. */
export function StatementView({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  const locale = useLocale();
  const entryLabel = useEntryLabel();
  const totals = useTotalLabels();
  const month = formatMonth(statement.month, locale);
  const rows = useCallback(
    () =>
      statementCsvRows(statement, locale, {
        date: t`Date`,
        entry: t`Entry`,
        reference: t`Reference`,
        tour: t`Tour`,
        departure: t`Departure`,
        amount: t`Amount (CHF)`,
        entryLabel,
        ...totals,
      }),
    [statement, locale, t, entryLabel, totals],
  );
  return (
    <section aria-labelledby="statement-totals" className={styles.statement}>
      <h2 id="statement-totals">
        {statement.agency.name} · {month}
      </h2>
      <dl className={styles.totals} data-testid="statement-totals">
        <div>
          <dt>{totals.collected}</dt>
          <dd data-testid="total-collected">{chf(statement.totals.collectedChf, locale)}</dd>
        </div>
        <div>
          <dt>{totals.refunded}</dt>
          <dd data-testid="total-refunded">{chf(statement.totals.refundedChf, locale)}</dd>
        </div>
        <div className={styles.due}>
          <dt>{totals.due}</dt>
          <dd data-testid="total-due">{chf(statement.totals.dueChf, locale)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        <Trans>
          Due to the agency is what travellers paid this month less what was refunded to them; no commission
          is deducted.
        </Trans>
      </p>
      {statement.entries.length === 0 ? (
        <p data-testid="statement-empty">
          <Trans>No money moved for this agency in {month}.</Trans>
        </p>
      ) : (
        <>
          <CsvLink rows={rows} fileName={`tembea-statement-${statement.agency.id}-${statement.month}.csv`}>
            <Trans>Download as CSV</Trans>
          </CsvLink>
          {/* Scrolls sideways on a phone; focusable so keyboard users can scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
          <section className={styles.scroll} aria-labelledby="statement-entries" tabIndex={0}>
            <table className={styles.table}>
              <caption id="statement-entries">
                <Trans>Payments and refunds</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Entry</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Reference</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Tour</Trans>
                  </th>
                  <th scope="col" className={styles.amount}>
                    <Trans>Amount</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement.entries.map((entry) => (
                  <tr key={`${entry.kind}#${entry.entryId}`} data-testid="statement-entry">
                    <td className={styles.nowrap}>{formatDate(entry.at.slice(0, 10), locale, "medium")}</td>
                    <td>{entryLabel(entry.kind)}</td>
                    <td className={styles.nowrap}>{entry.reference ?? "–"}</td>
                    <td>
                      {entry.tourTitle ? entry.tourTitle[locale] : "–"}
                      {entry.startDate && (
                        <span className={styles.muted}>
                          {" "}
                          · {formatDate(entry.startDate, locale, "medium")}
                        </span>
                      )}
                    </td>
                    <td className={styles.amount}>
                      {entry.kind === "refund-paid"
                        ? `− ${chf(entry.amountChf, locale)}`
                        : chf(entry.amountChf, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
