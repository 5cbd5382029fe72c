import * as z from "zod/mini";
import { DestinationSchema } from "../domain/destination-schema.js";
import { LocaleSchema } from "../domain/locale-schema.js";
import { SlugSchema } from "../domain/slug.js";
import { catalogueCache } from "./edge-cache.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

export const listDestinations = defineEndpoint({
  ...routes.listDestinations,
  access: "public",
  cache: catalogueCache,
  examples: { query: { locale: "de" } },
  summary: "All destinations, sorted by name in the requested language (default English).",
  query: z.strictObject({ locale: z.optional(LocaleSchema) }),
  response: z.object({ destinations: z.array(DestinationSchema) }),
});

export const getDestination = defineEndpoint({
  ...routes.getDestination,
  access: "public",
  cache: catalogueCache,
  examples: { params: { slug: "kenya" } },
  errors: ["NOT_FOUND"],
  summary: "One destination by its slug; 404 NOT_FOUND for an unknown slug.",
  params: z.strictObject({ slug: SlugSchema }),
  response: z.object({ destination: DestinationSchema }),
});
