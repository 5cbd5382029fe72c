import * as z from "zod/mini";
import { DestinationSlugSchema } from "./destination-schema.js";
import { type Locale, locales } from "./locale-codes.js";
import { LocaleSchema } from "./locale-schema.js";
import { tourPhotosPerTour } from "./tour-photo.js";

/**
 * A tour as its agency drafts it (docs/decisions/0020-tour-drafts-and-published-snapshots.md).
 * Every field is optional, because a draft is saved long before it is complete; every field is
 * bounded and every object strict, because a draft is stored as sent. What a tour needs before it
 * goes live is `missingForPublish`, shared by the publish handler and the editor's checklist.
 */

export const tourKinds = ["group", "special"] as const;
export const TourKindSchema = z.enum(tourKinds);
export type TourKind = z.infer<typeof TourKindSchema>;

export const draftLimits = {
  titleLength: 200,
  textLength: 4000,
  itineraryDays: 60,
  listItems: 30,
  refundTiers: 10,
  maxDurationDays: 60,
  maxMinimumAge: 99,
  maxGroupSize: 999,
  maxRefundDays: 365,
  /** CHF 100,000 in Rappen. */
  maxPrice: 10_000_000,
} as const;

const text = (max: number) => z.string().check(z.maxLength(max, { error: "tooLong" }));

/** A text in each site language, any of them still to be written. */
const draftText = (max: number) =>
  z.strictObject({ en: z.optional(text(max)), de: z.optional(text(max)), fr: z.optional(text(max)) });
export const DraftTitleSchema = draftText(draftLimits.titleLength);
export const DraftTextSchema = draftText(draftLimits.textLength);
export type DraftText = z.infer<typeof DraftTextSchema>;

const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .check(z.int({ error: "invalid" }), z.gte(min, { error: "invalid" }), z.lte(max, { error: "invalid" }));

/** An amount in CHF minor units (Rappen), as every price of the site. */
const DraftPriceSchema = wholeNumber(0, draftLimits.maxPrice);

const DraftPhotoIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: "invalid" }));

export const DraftItineraryDaySchema = z.strictObject({
  title: z.optional(DraftTitleSchema),
  description: z.optional(DraftTextSchema),
});

export const DraftRefundTierSchema = z.strictObject({
  daysBefore: wholeNumber(0, draftLimits.maxRefundDays),
  refundPercent: wholeNumber(0, 100),
});

export const TourDraftSchema = z.strictObject({
  /** Fixed when the tour is created: group tours have departures, special tours any date. */
  kind: z.optional(TourKindSchema),
  destination: z.optional(DestinationSlugSchema),
  title: z.optional(DraftTitleSchema),
  summary: z.optional(DraftTextSchema),
  durationDays: z.optional(wholeNumber(1, draftLimits.maxDurationDays)),
  /** The language the guides speak on the trip. */
  language: z.optional(LocaleSchema),
  minimumAge: z.optional(wholeNumber(0, draftLimits.maxMinimumAge)),
  groupSize: z.optional(
    z.strictObject({
      min: z.optional(wholeNumber(1, draftLimits.maxGroupSize)),
      max: z.optional(wholeNumber(1, draftLimits.maxGroupSize)),
    }),
  ),
  /** Day by day, the first day first: day n is `itinerary[n - 1]`. */
  itinerary: z.optional(
    z.array(DraftItineraryDaySchema).check(z.maxLength(draftLimits.itineraryDays, { error: "tooLong" })),
  ),
  inclusions: z.optional(
    z.array(DraftTextSchema).check(z.maxLength(draftLimits.listItems, { error: "tooLong" })),
  ),
  exclusions: z.optional(
    z.array(DraftTextSchema).check(z.maxLength(draftLimits.listItems, { error: "tooLong" })),
  ),
  refundTiers: z.optional(
    z.array(DraftRefundTierSchema).check(z.maxLength(draftLimits.refundTiers, { error: "tooLong" })),
  ),
  /** Group tours: the price per traveller in a shared and in a single room, CHF minor units. */
  price: z.optional(
    z.strictObject({ shared: z.optional(DraftPriceSchema), single: z.optional(DraftPriceSchema) }),
  ),
  /** Special tours: the price per traveller, CHF minor units. */
  pricePerPerson: z.optional(DraftPriceSchema),
  /**
   * The tour's photos in the order the page shows them, each with its text alternative (uploaded
   * through createTourPhotoUpload; their state is the photo's, not the draft's).
   */
  photos: z.optional(
    z
      .array(z.strictObject({ photoId: DraftPhotoIdSchema, alt: z.optional(DraftTitleSchema) }))
      .check(z.maxLength(tourPhotosPerTour, { error: "tooLong" })),
  ),
  /** The photo on the cards and above the tour page's title: one of `photos`. */
  coverPhotoId: z.optional(DraftPhotoIdSchema),
});
export type TourDraft = z.infer<typeof TourDraftSchema>;

/**
 * Why a tour cannot be published yet. `required`: a value (or, with `locale`, its text in that
 * language) is missing; the others name a rule the values break.
 */
export const publishGapReasons = [
  "required",
  /** groupSize.min is above groupSize.max. */
  "groupSizeOrder",
  /** price.single is below price.shared. */
  "singleBelowShared",
  /** A price of 0. */
  "pricePositive",
  /** The itinerary has not one day per day of the tour. */
  "itineraryDays",
  /** Two tiers for the same day, or a tier further from the trip that refunds less than a nearer one. */
  "refundTiers",
  /** A group tour needs a departure after today that is on sale. */
  "departureOnSale",
  /** The cover is one of the tour's photos, but not processed (`ready`) yet. */
  "coverNotReady",
] as const;
export type PublishGapReason = (typeof publishGapReasons)[number];

export const PublishGapSchema = z.object({
  /** Where in the draft, dot-separated: "title", "itinerary.2.description", "groupSize.max". */
  path: z.string(),
  locale: z.optional(LocaleSchema),
  reason: z.enum(publishGapReasons),
});
export type PublishGap = z.infer<typeof PublishGapSchema>;

/** What the publish check knows besides the draft: the group tour's departures (none for the web's draft alone). */
export interface PublishContext {
  /** Whether a departure after today is on sale; left out, departures are not checked. */
  hasDepartureOnSale?: boolean;
  /** The tour's photos that are processed; left out, their state is not checked. */
  readyPhotoIds?: readonly string[];
  /**
   * Whether the live page already shows a picture that publishing keeps while the draft has no photo:
   * the demo's tours, published before agencies uploaded photos. Any other tour needs a cover photo.
   */
  keepsImage?: boolean;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === "";

/**
 * Everything the tour page would lack or get wrong if the draft went live now, in the order the
 * editor shows its sections. Empty: the draft can be published (the server parses it with the public
 * tour schema as well). Texts are checked per language, so the list says "summary, French" rather
 * than "summary".
 */
export function missingForPublish(draft: TourDraft, context: PublishContext = {}): PublishGap[] {
  const gaps: PublishGap[] = [];
  const required = (path: string, present: boolean) => {
    if (!present) gaps.push({ path, reason: "required" });
  };
  const texts = (path: string, value: DraftText | undefined) => {
    for (const locale of locales as readonly Locale[]) {
      if (blank(value?.[locale])) gaps.push({ path, locale, reason: "required" });
    }
  };

  required("kind", draft.kind !== undefined);
  required("destination", draft.destination !== undefined);
  texts("title", draft.title);
  texts("summary", draft.summary);
  required("durationDays", draft.durationDays !== undefined);
  required("language", draft.language !== undefined);
  required("minimumAge", draft.minimumAge !== undefined);

  const { min, max } = draft.groupSize ?? {};
  required("groupSize.min", min !== undefined);
  required("groupSize.max", max !== undefined);
  if (min !== undefined && max !== undefined && min > max) {
    gaps.push({ path: "groupSize.max", reason: "groupSizeOrder" });
  }

  if (draft.kind === "special") {
    required("pricePerPerson", draft.pricePerPerson !== undefined);
    if (draft.pricePerPerson === 0) gaps.push({ path: "pricePerPerson", reason: "pricePositive" });
  } else {
    const { shared, single } = draft.price ?? {};
    required("price.shared", shared !== undefined);
    required("price.single", single !== undefined);
    if (shared === 0) gaps.push({ path: "price.shared", reason: "pricePositive" });
    if (single === 0) gaps.push({ path: "price.single", reason: "pricePositive" });
    if (shared !== undefined && single !== undefined && single < shared) {
      gaps.push({ path: "price.single", reason: "singleBelowShared" });
    }
  }

  const itinerary = draft.itinerary ?? [];
  if (itinerary.length === 0) gaps.push({ path: "itinerary", reason: "required" });
  else if (draft.durationDays !== undefined && itinerary.length !== draft.durationDays) {
    gaps.push({ path: "itinerary", reason: "itineraryDays" });
  }
  itinerary.forEach((day, index) => {
    texts(`itinerary.${index}.title`, day.title);
    texts(`itinerary.${index}.description`, day.description);
  });

  const inclusions = draft.inclusions ?? [];
  if (inclusions.length === 0) gaps.push({ path: "inclusions", reason: "required" });
  inclusions.forEach((item, index) => {
    texts(`inclusions.${index}`, item);
  });
  // A tour may exclude nothing; what it lists must read in every language.
  (draft.exclusions ?? []).forEach((item, index) => {
    texts(`exclusions.${index}`, item);
  });

  const tiers = draft.refundTiers ?? [];
  if (tiers.length === 0) gaps.push({ path: "refundTiers", reason: "required" });
  else if (!refundTiersConsistent(tiers)) gaps.push({ path: "refundTiers", reason: "refundTiers" });

  // Cards and the page's top show the cover: without one a tour would go live with a stock picture.
  const photos = draft.photos ?? [];
  const cover = photos.find((photo) => photo.photoId === draft.coverPhotoId);
  if (!cover) {
    if (photos.length > 0 || !context.keepsImage) gaps.push({ path: "coverPhotoId", reason: "required" });
  } else if (context.readyPhotoIds && !context.readyPhotoIds.includes(cover.photoId)) {
    gaps.push({ path: "coverPhotoId", reason: "coverNotReady" });
  }
  photos.forEach((photo, index) => {
    texts(`photos.${index}.alt`, photo.alt);
  });

  if (draft.kind === "group" && context.hasDepartureOnSale === false) {
    gaps.push({ path: "departures", reason: "departureOnSale" });
  }
  return gaps;
}

/**
 * One tier per day, and the further from the trip a cancellation is, the more (or as much) it
 * refunds: the tiles of the tour page (refundSchedule) then read as a sensible ladder.
 */
export function refundTiersConsistent(tiers: { daysBefore: number; refundPercent: number }[]): boolean {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  return sorted.every((tier, index) => {
    const further = sorted[index - 1];
    return !further || (further.daysBefore > tier.daysBefore && further.refundPercent >= tier.refundPercent);
  });
}
