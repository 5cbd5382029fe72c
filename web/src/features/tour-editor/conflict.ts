import { type Locale, locales } from "@tembea/shared";
import type { DraftShape } from "./form-values";

/** A field of the draft as the conflict notice names it: its key, and the language for texts. */
export interface FieldDifference {
  field: keyof DraftShape;
  locale?: Locale;
}

const textFields = ["title", "summary"] as const;

/** Compares values by their JSON, with object keys sorted, so key order never counts as a change. */
function same(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([x], [y]) => x.localeCompare(y))
          .map(([k, v]) => [k, sorted(v)]),
      );
    return value;
  };
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/**
 * What differs between the agent's form and the draft someone else saved meanwhile: the fields, and
 * for the title and summary each language, so "take theirs" and "keep mine" are chosen knowingly.
 */
export function draftDifferences(mine: DraftShape, theirs: DraftShape): FieldDifference[] {
  const fields = new Set([...Object.keys(mine), ...Object.keys(theirs)] as (keyof DraftShape)[]);
  const differences: FieldDifference[] = [];
  for (const field of fields) {
    if (textFields.includes(field as (typeof textFields)[number])) {
      const a = mine[field as "title"];
      const b = theirs[field as "title"];
      for (const locale of locales) {
        if ((a?.[locale] ?? "") !== (b?.[locale] ?? "")) differences.push({ field, locale });
      }
    } else if (!same(mine[field], theirs[field])) {
      differences.push({ field });
    }
  }
  const order = (d: FieldDifference) => fieldOrder.indexOf(d.field);
  return differences.sort((a, b) => order(a) - order(b));
}

/** The editor's order of the fields, in which notices and checklists list them. */
export const fieldOrder: (keyof DraftShape)[] = [
  "title",
  "summary",
  "itinerary",
  "inclusions",
  "exclusions",
  "language",
  "durationDays",
  "minimumAge",
  "groupSize",
  "refundTiers",
  "price",
  "pricePerPerson",
];
