import { dateTimeFormat, formatMoney, type Locale, type TripDate } from "@tembea/shared";
import { formatDate, formatMonth, mediumDate } from "../../lib/format";

/** Money of a trip, in CHF exactly: that is what is charged, whatever currency the site shows. */
export const chf = (amount: number, locale: Locale) => formatMoney(amount, "CHF", locale);

export function dateRange(start: string, end: string, locale: Locale): string {
  return `${formatDate(start, locale, "medium")} – ${formatDate(end, locale, "medium")}`;
}

/** A request's date as entered: exact dates, or a month and a number of weeks. */
export function requestDate(date: TripDate, locale: Locale, weeks: (n: number) => string): string {
  if (date.kind === "exact") return dateRange(date.departure, date.return, locale);
  return `${formatMonth(date.month, locale)} · ${weeks(date.weeks)}`;
}

/** A moment in the visitor's time zone, its date as `mediumDate`'s: "Mar 3, 2027, 2:05 PM", "3. März 2027, 14:05". */
export function formatDateTime(iso: string, locale: Locale): string {
  const { timeZone: _utc, ...date } = mediumDate;
  return dateTimeFormat(locale, { ...date, hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}
