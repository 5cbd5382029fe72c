import * as z from "zod/mini";
import { DestinationSchema, DestinationSlugSchema } from "../domain/destination-schema.js";
import { LocaleSchema } from "../domain/locale-schema.js";
import { ExchangeRatesSchema } from "../domain/money-schema.js";
import {
  DepartureSchema,
  GroupTourListItemSchema,
  GroupTourSchema,
  GroupTourSummarySchema,
  IdSchema,
  PublicAgencySchema,
  ReviewSchema,
  SpecialTourListItemSchema,
  SpecialTourSchema,
} from "../domain/tour.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

/**
 * The tour lists answer every tour of the destination (or all) in one piece, the same for every
 * visitor: the page filters, sorts and pages them (web/src/features/tours/list-state.ts). So one
 * cached answer per destination serves every filter, sort, page and language, and a change of
 * filter costs a slow phone no round trip. docs/architecture.md, "Tour lists".
 */
/** Group tours per page of the legacy paged answer (`listGroupTours` with `sort`, `order`, `page` or `locale`). */
export const legacyGroupTourPageSize = 6;

const legacyCount = z.number().check(z.int());

export const listGroupTours = defineEndpoint({
  ...routes.listGroupTours,
  access: "public",
  summary:
    "Every group tour, or those of one destination, in no particular order, each with the months (YYYY-MM) in which a departure with places left starts after today. The page filters, sorts and pages them. Legacy: `sort`, `order`, `page` and `locale` are what the web asked for until it filtered on the page; a tab still running that web sends them, and with any of them the answer is that one page of 6, sorted as asked, with `page`, `pageCount`, `total` and `pageSize`. The current web sends none of them.",
  query: z.strictObject({
    destination: z.optional(DestinationSlugSchema),
    // Legacy (docs/architecture.md, "Tour lists"): what the previous web's paged list sent, so a tab
    // opened before a deploy keeps its list instead of a 400. Checked as strictly as they were then.
    sort: z.optional(z.enum(["name", "price"], { error: "invalid" })),
    order: z.optional(z.enum(["asc", "desc"], { error: "invalid" })),
    page: z.optional(
      z.coerce
        .number({ error: "invalid" })
        .check(
          z.int({ error: "invalid" }),
          z.gte(1, { error: "invalid" }),
          z.lte(1000, { error: "invalid" }),
        ),
    ),
    locale: z.optional(LocaleSchema),
  }),
  response: z.object({
    tours: z.array(GroupTourListItemSchema),
    // Only in the legacy paged answer.
    page: z.optional(legacyCount),
    pageCount: z.optional(legacyCount),
    total: z.optional(legacyCount),
    pageSize: z.optional(legacyCount),
  }),
});

export const listSpecialTours = defineEndpoint({
  ...routes.listSpecialTours,
  access: "public",
  summary:
    "Every special tour, or those of one destination, in no particular order. The page filters, sorts and pages them.",
  query: z.strictObject({ destination: z.optional(DestinationSlugSchema) }),
  response: z.object({ tours: z.array(SpecialTourListItemSchema) }),
});

export const getGroupTour = defineEndpoint({
  ...routes.getGroupTour,
  access: "public",
  summary:
    "A group tour with its agency, its future departures (places left) and its reviews, newest first. A tour its agency unpublished answers 404, except to a request naming a booking of it (`booking`, the booking's unguessable id, as My trips and the receipt send it): then the tour as it was published, with no departures.",
  params: z.strictObject({ id: IdSchema }),
  // Optional as a whole: the tour pages send no query at all.
  query: z.optional(z.strictObject({ booking: z.optional(z.uuid({ error: "invalid" })) })),
  response: z.object({
    tour: GroupTourSchema,
    agency: PublicAgencySchema,
    departures: z.array(DepartureSchema),
    reviews: z.array(ReviewSchema),
  }),
});

export const getSpecialTour = defineEndpoint({
  ...routes.getSpecialTour,
  access: "public",
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
