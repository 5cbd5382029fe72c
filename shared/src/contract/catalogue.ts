import * as z from "zod";
import { DestinationSchema, DestinationSlugSchema } from "../domain/destination-schema.js";
import { LocaleSchema } from "../domain/locale-schema.js";
import { ExchangeRatesSchema } from "../domain/money-schema.js";
import {
  AgencySchema,
  DepartureSchema,
  GroupTourSchema,
  GroupTourSummarySchema,
  IdSchema,
  ReviewSchema,
  SpecialTourSchema,
} from "../domain/tour.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

/** Group tours per list page. */
export const groupTourPageSize = 6;

const PageNumberSchema = z.coerce
  .number({ error: "invalid" })
  .int({ error: "invalid" })
  .min(1, { error: "invalid" });

export const GroupTourSortSchema = z.enum(["name", "price"], { error: "invalid" });
export const SortOrderSchema = z.enum(["asc", "desc"], { error: "invalid" });

export const listGroupTours = defineEndpoint({
  ...routes.listGroupTours,
  access: "public",
  summary:
    "One page of group tours, optionally of one destination, sorted by name (in the requested language) or by the shared-room price, either direction. Pages beyond the last are empty.",
  query: z.strictObject({
    destination: DestinationSlugSchema.optional(),
    sort: GroupTourSortSchema.default("name"),
    order: SortOrderSchema.default("asc"),
    page: PageNumberSchema.default(1),
    locale: LocaleSchema.default("en"),
  }),
  response: z.object({
    tours: z.array(GroupTourSummarySchema),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const getGroupTour = defineEndpoint({
  ...routes.getGroupTour,
  access: "public",
  summary: "A group tour with its agency, its future departures (places left) and its reviews, newest first.",
  params: z.strictObject({ id: IdSchema }),
  response: z.object({
    tour: GroupTourSchema,
    agency: AgencySchema,
    departures: z.array(DepartureSchema),
    reviews: z.array(ReviewSchema),
  }),
});

export const getSpecialTour = defineEndpoint({
  ...routes.getSpecialTour,
  access: "public",
  summary:
    "A special tour with its agency and reviews; departure dates are free, the return date follows from the duration.",
  params: z.strictObject({ id: IdSchema }),
  response: z.object({ tour: SpecialTourSchema, agency: AgencySchema, reviews: z.array(ReviewSchema) }),
});

export const listReviews = defineEndpoint({
  ...routes.listReviews,
  access: "public",
  summary: "The newest reviews of past trips, for the home page.",
  query: z.strictObject({
    limit: z.coerce.number({ error: "invalid" }).int({ error: "invalid" }).min(1).max(20).default(6),
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
    tour: SpecialTourSchema.pick({
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
    q: z.string().trim().min(1, { error: "required" }).max(100, { error: "tooLong" }),
    locale: LocaleSchema.default("en"),
  }),
  response: z.object({ hits: z.array(SearchHitSchema) }),
});
