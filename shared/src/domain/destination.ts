// No zod in this module: the web's first load reads it (docs/architecture.md, "What the browser
// loads first"). The schemas are in destination-schema.ts.
import type * as z from "zod/mini";
import type { DestinationSchema } from "./destination-schema.js";
import { intlLocale, type Locale } from "./locale.js";

export { type DestinationSlug, destinationSlugs, isDestinationSlug } from "./destination-slugs.js";

/**
 * A destination country. The preposition and article let texts read naturally in each language:
 * "Group tours in Kenya", "Gruppenreisen in Kenia", "Circuits au Kenya".
 */
export type Destination = z.infer<typeof DestinationSchema>;

/**
 * Lists are sorted alphabetically by name in the current language (docs/product-spec.md, section 3,
 * Destination country).
 */
export function sortDestinationsByName<T extends Pick<Destination, "name">>(
  list: readonly T[],
  locale: Locale,
): T[] {
  // One collator for the whole sort: localeCompare with a locale builds one per comparison, which
  // made sorting the twelve names a visible part of a list page's first render on a slow phone.
  const { compare } = new Intl.Collator(intlLocale[locale], { sensitivity: "base" });
  return [...list].sort((a, b) => compare(a.name[locale], b.name[locale]));
}
