import type { AuditTargetType, Locale } from "@tembea/shared";

/**
 * The words a history needs to name a changed field in the reader's language (history-list.tsx
 * makes them from its catalog): the fields of each kind of record, the sub-fields of the nested
 * ones, a list's n-th item, and a field in one language.
 */
export interface ChangeWords {
  /** Fields by record type, for names that differ by record (`language`: of mails, of the guides). */
  fields: Partial<Record<AuditTargetType, Record<string, string>>>;
  /** Fields of nested objects and list items (`title`, `alt`, `min`, `single`, ...). */
  parts: Record<string, string>;
  /** A list's item by its position from 1 ("Day 3", "Photo 1"), by the list's field. */
  item: Record<string, (n: number) => string>;
  /** Each language as a field's qualifier ("German", "Deutsch", "allemand"). */
  language: Record<Locale, string>;
  /** A field in one language: "City (German)". */
  inLanguage: (field: string, language: string) => string;
  /** A part of a field: "Photo 1: Text alternative". */
  partOf: (whole: string, part: string) => string;
}

const locales = new Set<string>(["en", "de", "fr"]);
const index = /^\d+$/;

/**
 * A changed field's path as the audit records it (`city.de`, `photos.0.alt.fr`, `price.single`)
 * in the reader's words ("City (German)", "Photo 1: Text alternative (French)", "Prices: Single
 * room"). A path the words do not cover is shown as it is: a new field is never hidden.
 */
export function describeChangePath(type: AuditTargetType, path: string, words: ChangeWords): string {
  const segments = path.split(".");
  const locale = segments.length > 1 && locales.has(segments.at(-1) ?? "") ? segments.pop() : undefined;
  const [first, ...rest] = segments;
  const field = first === undefined ? undefined : words.fields[type]?.[first];
  if (field === undefined || first === undefined) return path;

  let label = field;
  for (let i = 0; i < rest.length; i += 1) {
    const segment = rest[i] as string;
    if (index.test(segment)) {
      // Only the top field's items are numbered (itinerary.2.title); nested lists are not recorded.
      const item = i === 0 ? words.item[first] : undefined;
      if (!item) return path;
      label = item(Number(segment) + 1);
      continue;
    }
    const part = words.parts[segment];
    if (part === undefined) return path;
    label = words.partOf(label, part);
  }
  return locale ? words.inLanguage(label, words.language[locale as Locale]) : label;
}

/** The words a history needs to show a changed field's values in the reader's language. */
export interface ValueWords {
  yes: string;
  no: string;
  /** An amount the audit records in CHF minor units ("CHF 2,000"). */
  money: (chfMinor: number) => string;
  /** A calendar date as the audit records it ("2027-03-06") in the reader's format. */
  date: (isoDate: string) => string;
  /** Stored codes in words, by the field that holds them (`kind`: `group` → "Group tour"). */
  codes: Record<string, (code: string) => string | undefined>;
}

/** Fields the audit records in CHF minor units, by record type (the top field of the path). */
const moneyFields: Partial<Record<AuditTargetType, ReadonlySet<string>>> = {
  tour: new Set(["price", "pricePerPerson"]),
  booking: new Set(["refundChf"]),
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A changed field's value as the reader should see it: an amount as money, a date in their format,
 * yes or no, a stored code (a kind of tour, a status, a destination, a language) in words. Anything
 * else is shown as it is, and nothing as "–".
 */
export function describeChangeValue(
  type: AuditTargetType,
  path: string,
  value: string | number | boolean | null | undefined,
  words: ValueWords,
): string {
  if (value === undefined || value === null || value === "") return "–";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  const first = path.split(".")[0] ?? path;
  if (typeof value === "number") return moneyFields[type]?.has(first) ? words.money(value) : String(value);
  if (isoDate.test(value)) return words.date(value);
  return words.codes[first]?.(value) ?? value;
}
