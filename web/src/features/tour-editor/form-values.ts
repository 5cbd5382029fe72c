import { type DraftText, type Locale, locales, type TourDraft, type TourKind } from "@tembea/shared";
import * as z from "zod/mini";

/** A text in the three languages as the form holds it: every language present, "" when not written yet. */
export type Texts = Record<Locale, string>;

/**
 * What the agent types, in the draft's own shape (so a schema issue's path is the field's name):
 * texts in every language, numbers and francs as typed. Whatever is left empty is left out of the
 * draft, which may be incomplete until it is published.
 */
export interface TourFormValues {
  title: Texts;
  summary: Texts;
  itinerary: { title: Texts; description: Texts }[];
  inclusions: Texts[];
  exclusions: Texts[];
  /** A language code, or "" while none is chosen. */
  language: string;
  durationDays: string;
  minimumAge: string;
  groupSize: { min: string; max: string };
  refundTiers: { daysBefore: string; refundPercent: string }[];
  price: { shared: string; single: string };
  pricePerPerson: string;
  /** Carried as the draft has them (the photos section edits them), so a save keeps them. */
  photos: NonNullable<TourDraft["photos"]>;
  coverPhotoId: string;
}

/** A text of the draft: any of the languages may be missing. */
export type DraftTexts = DraftText;

/** The draft as the contract has it: every field optional, prices in Rappen. */
export type DraftShape = TourDraft;

export const emptyTexts = (): Texts => ({ en: "", de: "", fr: "" });

const textsOf = (texts: DraftTexts | undefined): Texts => ({
  en: texts?.en ?? "",
  de: texts?.de ?? "",
  fr: texts?.fr ?? "",
});

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** Rappen as the form shows them: "4200", or "4200.50" when there are Rappen. */
export function francsText(rappen: number | undefined): string {
  if (rappen === undefined) return "";
  return rappen % 100 === 0 ? String(rappen / 100) : (rappen / 100).toFixed(2);
}

/** The form's values for a draft; a new draft starts with one day, one refund tier to fill. */
export function formValuesOf(draft: DraftShape): TourFormValues {
  const itinerary = draft.itinerary ?? [];
  return {
    title: textsOf(draft.title),
    summary: textsOf(draft.summary),
    itinerary: (itinerary.length ? itinerary : [{}]).map((day) => ({
      title: textsOf(day.title),
      description: textsOf(day.description),
    })),
    inclusions: (draft.inclusions ?? []).map(textsOf),
    exclusions: (draft.exclusions ?? []).map(textsOf),
    language: draft.language ?? "",
    durationDays: numberText(draft.durationDays),
    minimumAge: numberText(draft.minimumAge),
    groupSize: { min: numberText(draft.groupSize?.min), max: numberText(draft.groupSize?.max) },
    refundTiers: (draft.refundTiers ?? []).map((tier) => ({
      daysBefore: String(tier.daysBefore),
      refundPercent: String(tier.refundPercent),
    })),
    price: { shared: francsText(draft.price?.shared), single: francsText(draft.price?.single) },
    pricePerPerson: francsText(draft.pricePerPerson),
    photos: draft.photos ?? [],
    coverPhotoId: draft.coverPhotoId ?? "",
  };
}

/** The languages a text still lacks (blank counts as missing). */
export function missingLanguages(texts: Partial<Texts> | undefined): Locale[] {
  return locales.filter((locale) => !texts?.[locale]?.trim());
}

// --- The form's schema: typed text to the draft's values, each refusal keyed for field-messages. ---

/** Only the written languages of a text; nothing at all when none is written. */
function writtenTexts(value: Partial<Record<string, string | undefined>>): DraftTexts | undefined {
  const written = Object.fromEntries(
    Object.entries(value)
      .map(([locale, text]) => [locale, (text ?? "").trim()] as const)
      .filter(([, text]) => text !== ""),
  ) as DraftTexts;
  return Object.keys(written).length ? written : undefined;
}

const texts = z.pipe(
  z.object({ en: z.string(), de: z.string(), fr: z.string() }),
  z.transform((value): DraftTexts | undefined => writtenTexts(value)),
);

/** A whole number as typed, or nothing when left empty. */
const wholeNumber = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((text) => text === "" || /^\d{1,6}$/.test(text), { error: "wholeNumber" }),
  ),
  z.transform((text) => (text === "" ? undefined : Number(text))),
);

/** A whole number that must be there (a refund tier's two numbers). */
const requiredNumber = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, { error: "required", abort: true }),
    z.refine((text) => /^\d{1,6}$/.test(text), { error: "wholeNumber" }),
  ),
  z.transform(Number),
);

/** Spaces and Swiss apostrophes group thousands ("4 200", "4'200"); they never change the amount. */
const groupSeparators = /[\s'’\u00a0\u202f]/g;
const amountPattern = /^(\d{1,7})(?:[.,](\d*))?$/;
const amountParts = (text: string) => amountPattern.exec(text.replace(groupSeparators, ""));

/**
 * Francs as typed ("4200", "4200.50", "4200,50", "4'200") to Rappen, counted from the digits so no
 * amount is rounded: a third decimal is refused ("decimals"). Empty is left out of the draft.
 */
export const francs = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((text) => text === "" || amountParts(text) !== null, { error: "amount", abort: true }),
    z.refine((text) => (amountParts(text)?.[2] ?? "").length <= 2, { error: "decimals" }),
  ),
  z.transform((text) => {
    if (text === "") return undefined;
    const [, whole = "", cents = ""] = amountParts(text) ?? [];
    return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
  }),
);

const nonEmptyList = <T>(items: (T | undefined)[]): T[] | undefined => {
  const kept = items.filter((item): item is T => item !== undefined);
  return kept.length ? kept : undefined;
};

/** Drops the keys whose value is undefined: the draft is strict and leaves out what is not there. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The form's values to the draft's shape. Its issues keep the form's paths ("groupSize.min",
 * "itinerary.2.title.de"), so zodResolver puts each message on its field; the contract's
 * TourDraftSchema is piped after it (form-schema.ts).
 */
export function tourFormSchema(kind: TourKind, destination: TourDraft["destination"]) {
  return z.pipe(
    z.object({
      title: texts,
      summary: texts,
      itinerary: z.array(z.object({ title: texts, description: texts })),
      inclusions: z.array(texts),
      exclusions: z.array(texts),
      language: z.string(),
      durationDays: wholeNumber,
      minimumAge: wholeNumber,
      groupSize: z.object({ min: wholeNumber, max: wholeNumber }),
      refundTiers: z.array(z.object({ daysBefore: requiredNumber, refundPercent: requiredNumber })),
      price: z.object({ shared: francs, single: francs }),
      pricePerPerson: francs,
      photos: z.array(
        z.object({
          photoId: z.string(),
          alt: z.optional(
            z.object({ en: z.optional(z.string()), de: z.optional(z.string()), fr: z.optional(z.string()) }),
          ),
        }),
      ),
      coverPhotoId: z.string(),
    }),
    z.transform((values): DraftShape => {
      const groupSize = defined(values.groupSize);
      const price = defined(values.price);
      return defined({
        kind,
        destination,
        title: values.title,
        summary: values.summary,
        // Days keep their place even when still empty: "day 3" stays day 3 while day 2 is written.
        itinerary: values.itinerary.length ? values.itinerary.map((day) => defined(day)) : undefined,
        inclusions: nonEmptyList(values.inclusions),
        exclusions: nonEmptyList(values.exclusions),
        language: locales.find((locale) => locale === values.language),
        durationDays: values.durationDays,
        minimumAge: values.minimumAge,
        groupSize: Object.keys(groupSize).length ? groupSize : undefined,
        refundTiers: values.refundTiers.length ? values.refundTiers : undefined,
        ...(kind === "group"
          ? { price: Object.keys(price).length ? price : undefined }
          : { pricePerPerson: values.pricePerPerson }),
        // A description not written yet is left out, as the other texts' empty languages are.
        photos: values.photos.length
          ? values.photos.map(({ photoId, alt }) => defined({ photoId, alt: alt && writtenTexts(alt) }))
          : undefined,
        coverPhotoId: values.coverPhotoId || undefined,
      });
    }),
  );
}
