import type { Locale, Statement, StatementOverview } from "@tembea/shared";
import { type CsvCell, csvChf } from "../../lib/csv";

/** The words a statement's CSV needs, in the page's language. */
export interface StatementCsvWords {
  date: string;
  entry: string;
  reference: string;
  tour: string;
  departure: string;
  amount: string;
  entryLabel: (kind: Statement["entries"][number]["kind"]) => string;
  collected: string;
  refunded: string;
  due: string;
}

/**
 * A statement as CSV rows: one per entry, dates as ISO dates (no spreadsheet misreads them), amounts in
 * CHF with a refund negative, so the amounts add up to what is due; then the three totals.
 */
export function statementCsvRows(
  statement: Statement,
  locale: Locale,
  words: StatementCsvWords,
): CsvCell[][] {
  const rows: CsvCell[][] = [
    [words.date, words.entry, words.reference, words.tour, words.departure, words.amount],
  ];
  for (const entry of statement.entries) {
    const signed = entry.kind === "refund-paid" ? -entry.amountChf : entry.amountChf;
    rows.push([
      entry.at.slice(0, 10),
      words.entryLabel(entry.kind),
      entry.reference ?? "",
      entry.tourTitle?.[locale] ?? "",
      entry.startDate ?? "",
      csvChf(signed),
    ]);
  }
  const total = (label: string, minor: number): CsvCell[] => ["", label, "", "", "", csvChf(minor)];
  rows.push(
    total(words.collected, statement.totals.collectedChf),
    total(words.refunded, -statement.totals.refundedChf),
    total(words.due, statement.totals.dueChf),
  );
  return rows;
}

/** The operator's month as CSV rows: one per agency with its totals, then the sum. */
export function overviewCsvRows(
  overview: StatementOverview,
  words: { agency: string; collected: string; refunded: string; due: string; total: string },
): CsvCell[][] {
  const line = (name: string, totals: StatementOverview["totals"]): CsvCell[] => [
    name,
    csvChf(totals.collectedChf),
    csvChf(totals.refundedChf),
    csvChf(totals.dueChf),
  ];
  return [
    [words.agency, words.collected, words.refunded, words.due],
    ...overview.agencies.map((row) => line(row.agency.name, row.totals)),
    line(words.total, overview.totals),
  ];
}
