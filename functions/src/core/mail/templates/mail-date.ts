import { dateTimeFormat, type Locale } from "@tembea/shared";

/**
 * A calendar date as mails write it, in the reader's language: "2027-03-06" → "March 6, 2027",
 * "6. März 2027", "6 mars 2027". Read at UTC, so the day is the one stored whatever the server's zone.
 */
export function mailDate(isoDate: string, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
