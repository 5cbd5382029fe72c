import type { Locale } from "@tembea/shared";

const texts: Record<Locale, { label: string; colon: string }> = {
  en: {
    label: "Reference",
    colon: ": ",
  },
  de: {
    label: "Referenz",
    colon: ": ",
  },
  fr: {
    label: "Référence",
    colon: " : ",
  },
};

/**
 * "Reference: TMB-7K2Q9": the line every mail about a booking or a tailored trip carries, so the
 * traveller can quote it and find the mail again (docs/decisions/0003-short-references.md). Nothing
 * for a booking or request made before references existed.
 */
export function referenceLines(locale: Locale, reference: string | undefined): string[] {
  if (!reference) return [];
  const t = texts[locale];
  return [`${t.label}${t.colon}${reference}`];
}
