import * as z from "zod/mini";
import { currencies } from "../domain/currency.js";
import { DestinationSchema, DestinationSlugSchema } from "../domain/destination-schema.js";
import { LocaleSchema } from "../domain/locale-schema.js";
import { ExchangeRatesSchema } from "../domain/money-schema.js";
import {
  GroupTourListItemSchema,
  GroupTourSchema,
  GroupTourSummarySchema,
  IdSchema,
  PublicAgencySchema,
  PublicDepartureSchema,
  ReviewSchema,
  SpecialTourListItemSchema,
  SpecialTourSchema,
  YearMonthSchema,
} from "../domain/tour.js";
import { type DurationRange, durationRanges, tourListPageSize } from "../domain/tour-list.js";
import { catalogueCache } from "./edge-cache.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

/**
 * The tour lists answer one page of the destination's tours (or all), filtered and sorted as the
 * page's URL says (web/src/features/tours/list-state.ts), with what the filter controls need of the
 * whole list: the page costs the API its page, not the catalogue, and each URL is one answer the
 * edge caches (catalogueCache). A query with none of the page's parameters is the web before that: it gets
 * every tour, as then. docs/architecture.md, "Tour lists"; docs/decisions/0022.
 */
/** Tours per page of a paged answer: the page's, and the previous paged web's. */
export const legacyGroupTourPageSize = tourListPageSize;

const count = z.number().check(z.int());

const invalid = { error: "invalid" } as const;
/** A whole amount of the range's currency, as the page writes it in its URL ("2500"). */
const amount = z.optional(
  z.coerce.number(invalid).check(z.int(invalid), z.gte(0, invalid), z.lte(999_999_999, invalid)),
);

/** What both lists take: the page's URL state, named as the page's URL names it. */
const listQuery = {
  destination: z.optional(DestinationSlugSchema),
  sort: z.optional(z.enum(["name", "price"], invalid)),
  order: z.optional(z.enum(["asc", "desc"], invalid)),
  // Bounded, yet far beyond a catalogue's pages (20,000 tours are 3,334 pages of six).
  page: z.optional(
    z.coerce.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(100_000, invalid)),
  ),
  /** The page's language: names sort in it (Intl.Collator), as the page sorted them. */
  locale: z.optional(LocaleSchema),
  /** Duration range in days ("1-7", "8-10", "11-"). */
  days: z.optional(z.enum(durationRanges.map((range) => range.value) as [DurationRange], invalid)),
  /** The guides' language. */
  language: z.optional(LocaleSchema),
  /** A price range in whole units of `currency` (CHF when left out), compared as the card shows the price. */
  minPrice: amount,
  maxPrice: amount,
  currency: z.optional(z.enum(currencies, invalid)),
};

/** The page of a paged answer; a whole-list answer (no page parameter asked) has none of it. */
const pageFields = {
  /** Only in a paged answer: the page asked, the pages and tours matching the filters, the page size. */
  page: z.optional(count),
  pageCount: z.optional(count),
  total: z.optional(count),
  pageSize: z.optional(count),
  /** The destination's tours (or all) before the filters: "3 of 13 group tours match". */
  unfilteredTotal: z.optional(count),
};

export const listGroupTours = defineEndpoint({
  ...routes.listGroupTours,
  access: "public",
  cache: catalogueCache,
  examples: { query: { destination: "kenya", sort: "price", page: 1 } },
  summary:
    "One page of 6 group tours, of one destination or all, filtered (`month`: a departure with places left after today starts in it; `days`; guide `language`; `minPrice`/`maxPrice` in `currency`, compared with the price converted and rounded as the card shows it) and sorted (`sort` name in `locale` or price, then name; `order`), with the total matching, the page count, the tours before filters and `months`, the months with a bookable departure among them (the month filter's choices). Each tour carries its own `departureMonths`. A query with none of these parameters (the web before the list was paged on the server) gets every tour, unsorted, and no page fields.",
  query: z.strictObject({
    ...listQuery,
    /** A departure with places left starts in this month (YYYY-MM). */
    month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, invalid))),
  }),
  response: z.object({
    tours: z.array(GroupTourListItemSchema),
    ...pageFields,
    /** Only in a paged answer: the month filter's choices. */
    months: z.optional(z.array(YearMonthSchema)),
  }),
});

export const listSpecialTours = defineEndpoint({
  ...routes.listSpecialTours,
  access: "public",
  cache: catalogueCache,
  examples: { query: { destination: "kenya" } },
  summary:
    "One page of 6 special tours, of one destination or all, filtered and sorted as `listGroupTours` (no month: they start any day). With no parameter but `destination`, every special tour of it, unsorted, with no page fields (the home page and a destination's section read them all).",
  query: z.strictObject(listQuery),
  response: z.object({ tours: z.array(SpecialTourListItemSchema), ...pageFields }),
});

export const getGroupTour = defineEndpoint({
  ...routes.getGroupTour,
  access: "public",
  cache: catalogueCache,
  examples: { params: { id: "kenya-great-migration-safari" } },
  errors: ["NOT_FOUND"],
  summary:
    "A group tour with its agency, its future departures (places left; `guaranteed` once its confirmed travellers reach the tour's minimum group) and its reviews, newest first. A tour its agency unpublished answers 404, except to a request naming a booking of it (`booking`, the booking's unguessable id, as My trips and the receipt send it): then the tour as it was published, with no departures.",
  params: z.strictObject({ id: IdSchema }),
  // Optional as a whole: the tour pages send no query at all.
  query: z.optional(z.strictObject({ booking: z.optional(z.uuid({ error: "invalid" })) })),
  response: z.object({
    tour: GroupTourSchema,
    agency: PublicAgencySchema,
    departures: z.array(PublicDepartureSchema),
    reviews: z.array(ReviewSchema),
  }),
});

export const getSpecialTour = defineEndpoint({
  ...routes.getSpecialTour,
  access: "public",
  cache: catalogueCache,
  examples: { params: { id: "kenya-private-mara-safari" } },
  errors: ["NOT_FOUND"],
  summary:
    "A special tour with its agency and reviews; departure dates are free, the return date follows from the duration. Unpublished: 404, except with `booking` naming a booking of it (see getGroupTour).",
  params: z.strictObject({ id: IdSchema }),
  // Optional as a whole: the tour pages send no query at all.
  query: z.optional(z.strictObject({ booking: z.optional(z.uuid({ error: "invalid" })) })),
  response: z.object({ tour: SpecialTourSchema, agency: PublicAgencySchema, reviews: z.array(ReviewSchema) }),
});

export const listReviews = defineEndpoint({
  ...routes.listReviews,
  access: "public",
  cache: catalogueCache,
  examples: { query: { limit: 3 } },
  summary: "The newest reviews of past trips, for the home page.",
  query: z.strictObject({
    limit: z._default(
      z.coerce.number({ error: "invalid" }).check(z.int({ error: "invalid" }), z.gte(1), z.lte(20)),
      6,
    ),
  }),
  response: z.object({ reviews: z.array(ReviewSchema) }),
});

export const getExchangeRates = defineEndpoint({
  ...routes.getExchangeRates,
  access: "public",
  cache: catalogueCache,
  errors: ["NOT_FOUND"],
  summary: "The latest CHF exchange rates and the day they are from.",
  response: ExchangeRatesSchema,
});

export const SearchHitSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("destination"), destination: DestinationSchema }),
  z.object({ kind: z.literal("groupTour"), tour: GroupTourSummarySchema }),
  z.object({
    kind: z.literal("specialTour"),
    tour: z.pick(SpecialTourSchema, {
      id: true,
      destination: true,
      title: true,
      durationDays: true,
      image: true,
    }),
  }),
]);
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const searchCatalogue = defineEndpoint({
  ...routes.searchCatalogue,
  access: "public",
  cache: catalogueCache,
  examples: { query: { q: "kenia", locale: "de" } },
  summary:
    "Destinations and tours whose name (in the requested language) or destination name contains the text, case- and accent-insensitive; at most 20 hits.",
  query: z.strictObject({
    q: z
      .string()
      .check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(100, { error: "tooLong" })),
    locale: z._default(LocaleSchema, "en"),
  }),
  response: z.object({ hits: z.array(SearchHitSchema) }),
});
