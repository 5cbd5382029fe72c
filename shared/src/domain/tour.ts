import * as z from "zod/mini";
import { agencyLogoFailures, agencyLogoUploadStatuses } from "./agency-logo.js";
import { DestinationSlugSchema } from "./destination-schema.js";
import { LocaleSchema, LocalizedTextSchema } from "./locale-schema.js";
import { ChfAmountSchema } from "./money-schema.js";

/** Tour, agency and review ids: short lowercase slugs, safe in URLs and keys. */
export const IdSchema = z
  .string()
  .check(z.maxLength(80, { error: "tooLong" }), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "invalid" }));

export const AgencySchema = z.object({
  id: IdSchema,
  name: z.string(),
  /**
   * The destinations whose tailored requests it answers (one agency per destination: a
   * `requestRoute` item per destination says which, functions/src/data/request-routes.ts).
   */
  destinations: z.array(DestinationSlugSchema),
  /** The language of the mails it gets; English when never set. */
  language: z.optional(LocaleSchema),
  /** Where the agency is based, in each language ("Cape Town", "Kapstadt", "Le Cap"). */
  city: LocalizedTextSchema,
  about: LocalizedTextSchema,
  /** Where its request mails go (the admin form's `requestEmail`). */
  email: z.optional(z.email()),
  /** Its processed logo's path without size (`agencyLogoUrl(logo, size)`); absent until one is ready. */
  logo: z.optional(z.string()),
});
export type Agency = z.infer<typeof AgencySchema>;

/**
 * What travellers see of an agency on a tour page: never where its mails go nor their language.
 * Strict, so a handler that answers a stored agency instead of `publicAgency(agency)` fails its
 * response check (a 500 in its tests) instead of leaking the address.
 */
export const PublicAgencySchema = z.strictObject({
  id: AgencySchema.shape.id,
  name: AgencySchema.shape.name,
  destinations: AgencySchema.shape.destinations,
  city: AgencySchema.shape.city,
  about: AgencySchema.shape.about,
  logo: AgencySchema.shape.logo,
});
export type PublicAgency = z.infer<typeof PublicAgencySchema>;

/** The public part of an agency, picked field by field so nothing added to `Agency` later leaks. */
export const publicAgency = ({ id, name, destinations, city, about, logo }: Agency): PublicAgency => ({
  id,
  name,
  destinations,
  city,
  about,
  ...(logo ? { logo } : {}),
});

/** An agency as stored: what the pages show, and the state of its latest logo upload (the operator's only). */
export const AgencyRecordSchema = z.extend(AgencySchema, {
  /**
   * The latest logo upload while the processing function has not settled it (`key`: the upload's
   * key, so a late event for an older upload changes nothing), or the reason it was refused.
   */
  logoUpload: z.optional(
    z.object({
      key: z.string(),
      status: z.enum(agencyLogoUploadStatuses),
      reason: z.optional(z.enum(agencyLogoFailures)),
    }),
  ),
});
export type AgencyRecord = z.infer<typeof AgencyRecordSchema>;

/** A cancellation tile: cancelling at least `daysBefore` days before the trip refunds `refundPercent`. */
export const RefundTierSchema = z.object({
  daysBefore: z.number().check(z.int(), z.nonnegative()),
  refundPercent: z.number().check(z.int(), z.gte(0), z.lte(100)),
});
export type RefundTier = z.infer<typeof RefundTierSchema>;

export const ItineraryDaySchema = z.object({
  day: z.number().check(z.int(), z.positive()),
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
});

export const TourImageSchema = z.object({
  /**
   * Name of the demo image set under /images/<name>-<width>.webp (rendered by scripts/demo-images.ts),
   * or, starting with "/", the path of an agency's photo whose renderings are <name>-<width>.webp
   * (tourPhotoBase: /uploads/tour-photos/<tourId>/<photoId>). Both exist at the same widths, 3:2.
   */
  name: z.string(),
  alt: LocalizedTextSchema,
});

export const GroupSizeSchema = z.object({
  min: z.number().check(z.int(), z.positive()),
  max: z.number().check(z.int(), z.positive()),
});

export const RatingSchema = z.object({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.number().check(z.int(), z.nonnegative()),
});

const tourBase = {
  id: IdSchema,
  destination: DestinationSlugSchema,
  agencyId: IdSchema,
  title: LocalizedTextSchema,
  summary: LocalizedTextSchema,
  durationDays: z.number().check(z.int(), z.positive()),
  /** The language the guides speak on the trip. */
  language: LocaleSchema,
  minimumAge: z.number().check(z.int(), z.nonnegative()),
  groupSize: GroupSizeSchema,
  inclusions: z.array(LocalizedTextSchema),
  exclusions: z.array(LocalizedTextSchema),
  itinerary: z.array(ItineraryDaySchema),
  refundTiers: z.array(RefundTierSchema),
  image: TourImageSchema,
  /** The tour's other photos after the cover, in its agency's order (agency-made tours only). */
  gallery: z.optional(z.array(TourImageSchema)),
  rating: RatingSchema,
};

/** A group tour: fixed departures, a price per traveller for a shared or a single room. */
export const GroupTourSchema = z.object({
  ...tourBase,
  kind: z.literal("group"),
  price: z.object({ shared: ChfAmountSchema, single: ChfAmountSchema }),
});
export type GroupTour = z.infer<typeof GroupTourSchema>;

/** A special tour: any departure date, a fixed duration, a group size between min and max. */
export const SpecialTourSchema = z.object({
  ...tourBase,
  kind: z.literal("special"),
  pricePerPerson: ChfAmountSchema,
});
export type SpecialTour = z.infer<typeof SpecialTourSchema>;

/** What a list shows of a group tour. */
export const GroupTourSummarySchema = z.pick(GroupTourSchema, {
  id: true,
  destination: true,
  title: true,
  summary: true,
  durationDays: true,
  price: true,
  image: true,
  rating: true,
  language: true,
});
export type GroupTourSummary = z.infer<typeof GroupTourSummarySchema>;

/** A year and month, "2027-03". */
export const YearMonthSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/**
 * What the group-tour list shows of a tour and filters it by: a card's facts (no summary text, which
 * the card does not show) and the months in which a departure that can still be booked (places
 * left) starts, from tomorrow on.
 */
export const GroupTourListItemSchema = z.extend(
  z.pick(GroupTourSchema, {
    id: true,
    destination: true,
    title: true,
    durationDays: true,
    price: true,
    image: true,
    rating: true,
    language: true,
  }),
  { departureMonths: z.array(YearMonthSchema) },
);
export type GroupTourListItem = z.infer<typeof GroupTourListItemSchema>;

/** What the special-tour list shows of a tour and filters it by: a card's facts. */
export const SpecialTourListItemSchema = z.pick(SpecialTourSchema, {
  id: true,
  destination: true,
  title: true,
  durationDays: true,
  pricePerPerson: true,
  groupSize: true,
  image: true,
  rating: true,
  language: true,
});
export type SpecialTourListItem = z.infer<typeof SpecialTourListItemSchema>;

export const DepartureSchema = z.object({
  tourId: IdSchema,
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  capacity: z.number().check(z.int(), z.positive()),
  placesLeft: z.number().check(z.int(), z.nonnegative()),
  /** The agency closed its sales: shown as not on sale, and no place can be held. */
  salesClosed: z.optional(z.boolean()),
  /**
   * The agency called the departure off (its sales closed with it, for good): its bookings are
   * cancelled with a full refund, and the tour pages and lists no longer offer it.
   */
  cancelledAt: z.optional(z.iso.datetime()),
  /** The agency's reason, as mailed to the travellers. */
  cancellationReason: z.optional(z.string()),
});
export type Departure = z.infer<typeof DepartureSchema>;

/**
 * A departure as the tour page and the booking's dates step show it: whether it is guaranteed to
 * run (`departureGuaranteed`). The count behind it stays the agency's; absent reads as not guaranteed.
 */
export const PublicDepartureSchema = z.extend(DepartureSchema, { guaranteed: z.optional(z.boolean()) });
export type PublicDeparture = z.infer<typeof PublicDepartureSchema>;

/**
 * A group departure runs for sure once the travellers of its confirmed (paid) bookings reach the
 * tour's minimum group (issue 26, "Guaranteed departures"); held places do not count, as a hold may
 * still lapse. `confirmedTravellers` is absent on departures nobody has paid for yet.
 */
export const departureGuaranteed = (confirmedTravellers: number | undefined, minimumGroup: number): boolean =>
  (confirmedTravellers ?? 0) >= minimumGroup;

export const ReviewSchema = z.object({
  id: IdSchema,
  tourId: IdSchema,
  /** Which page the tour lives on: /group-tour/{id} or /special-tour/{id}. */
  tourKind: z.enum(["group", "special"]),
  tourTitle: LocalizedTextSchema,
  agencyId: IdSchema,
  agencyName: z.string(),
  destination: DestinationSlugSchema,
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  /** Shown as text, never as HTML. */
  text: z.string(),
  authorName: z.string(),
  travelledIn: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  createdAt: z.iso.datetime(),
  /**
   * The language the review was written in (the review page's), so a page in another language can
   * say so and mark it for screen readers. Unknown for reviews stored before it was kept.
   */
  language: z.optional(LocaleSchema),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The longest review, in characters (the form's count counts toward it). */
export const reviewTextMax = 3000;

/** "Please enter a rating", "Please describe your experience" (docs/product-spec.md, section 5). */
export const ReviewInputSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  rating: z
    .number({ error: "ratingRequired" })
    .check(
      z.int({ error: "ratingRequired" }),
      z.gte(1, { error: "ratingRequired" }),
      z.lte(5, { error: "ratingRequired" }),
    ),
  text: z
    .string({ error: "experienceRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "experienceRequired" }),
      z.maxLength(reviewTextMax, { error: "tooLong" }),
    ),
  /** The language of the page the review was written on. Optional: a page opened before it was sent. */
  locale: z.optional(LocaleSchema),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
