import * as z from "zod";
import { intlLocale, type Locale, LocalizedTextSchema } from "./locale.js";

export const destinationSlugs = [
  "benin",
  "cape-verde",
  "cote-d-ivoire",
  "democratic-republic-of-the-congo",
  "ghana",
  "kenya",
  "morocco",
  "namibia",
  "rwanda",
  "senegal",
  "south-africa",
  "tanzania",
] as const;

export const DestinationSlugSchema = z.enum(destinationSlugs, { error: "unknownDestination" });
export type DestinationSlug = z.infer<typeof DestinationSlugSchema>;

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
export type Destination = z.infer<typeof DestinationSchema>;

/** Spec 3: lists are sorted alphabetically by name in the current language. */
export function sortDestinationsByName<T extends Pick<Destination, "name">>(
  list: readonly T[],
  locale: Locale,
): T[] {
  const tag = intlLocale[locale];
  return [...list].sort((a, b) => a.name[locale].localeCompare(b.name[locale], tag, { sensitivity: "base" }));
}

/** "in Kenya", "in Kenia", "au Kenya", "in der Elfenbeinküste", "en Afrique du Sud". */
export function destinationPhrase(
  destination: Pick<Destination, "name" | "preposition">,
  locale: Locale,
): string {
  return `${destination.preposition[locale]} ${destination.name[locale]}`;
}
