import * as z from "zod/mini";
import { destinationSlugs } from "./destination-slugs.js";
import { LocalizedTextSchema } from "./locale-schema.js";

export const DestinationSlugSchema = z.enum(destinationSlugs, { error: "unknownDestination" });

/**
 * A destination country. The preposition and article let texts read naturally in each language:
 * "Group tours in Kenya", "Gruppenreisen in Kenia", "Circuits au Kenya".
 */
export const DestinationSchema = z.object({
  slug: DestinationSlugSchema,
  name: LocalizedTextSchema,
  preposition: LocalizedTextSchema,
  article: LocalizedTextSchema,
  description: LocalizedTextSchema,
});
