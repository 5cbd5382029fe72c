import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { formatMonth } from "../../lib/format";
import { usePageTitle } from "../../ui/page-title";
import {
  CsvLink,
  chf,
  overviewCsvRows,
  StatementMonthField,
  StatementQuery,
  statementStyles as styles,
  useStatementMonth,
  useStatementOverview,
  useTotalLabels,
} from "../statements/statement-parts";

/** /admin/statements: every agency's month, what the operator pays out, each one's statement a link away. */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  usePageTitle(t`Statements`);
  const [month, setMonth] = useStatementMonth();
  const query = useStatementOverview(month);
  const totals = useTotalLabels();
  const rows = useCallback(
    () => (query.data ? overviewCsvRows(query.data, { agency: t`Agency`, total: t`Total`, ...totals }) : []),
    [query.data, t, totals],
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>Statements</Trans>
      </h1>
      <StatementMonthField month={month} onChange={setMonth} />
      <StatementQuery query={query}>
        {(overview) => {
          const monthName = formatMonth(overview.month, locale);
          return (
            <section className={styles.statement} aria-labelledby="overview-caption">
              <CsvLink rows={rows} fileName={`tembea-statements-${overview.month}.csv`}>
                <Trans>Download as CSV</Trans>
              </CsvLink>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
              <section className={styles.scroll} aria-labelledby="overview-caption" tabIndex={0}>
                <table className={styles.table}>
                  <caption id="overview-caption">
                    <Trans>Every agency in {monthName}</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Agency</Trans>
                      </th>
                      <th scope="col" className={styles.amount}>
                        {totals.collected}
                      </th>
                      <th scope="col" className={styles.amount}>
                        {totals.refunded}
                      </th>
                      <th scope="col" className={styles.amount}>
                        {totals.due}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {overview.agencies.map(({ agency, totals: sums }) => (
                      <tr key={agency.id} data-testid="overview-agency" data-agency={agency.id}>
                        <th scope="row">
                          <Link to={to(`/admin/agencies/${agency.id}/statements?month=${overview.month}`)}>
                            {agency.name}
                          </Link>
                        </th>
                        <td className={styles.amount}>{chf(sums.collectedChf, locale)}</td>
                        <td className={styles.amount}>{chf(sums.refundedChf, locale)}</td>
                        <td className={styles.amount}>{chf(sums.dueChf, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">
                        <Trans>Total</Trans>
                      </th>
                      <td className={styles.amount}>{chf(overview.totals.collectedChf, locale)}</td>
                      <td className={styles.amount}>{chf(overview.totals.refundedChf, locale)}</td>
                      <td className={styles.amount} data-testid="overview-due">
                        {chf(overview.totals.dueChf, locale)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </section>
            </section>
          );
        }}
      </StatementQuery>
    </div>
  );
}
