import { type Destination, type Locale, type SearchHit, sortDestinationsByName } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/catalogue";
import { listDestinations } from "../../data/destinations.js";
import { listGroupTourSummaries, listSpecialTourItems } from "../../data/tours.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

const maxHits = 20;

/**
 * Case-, accent- and apostrophe-insensitive: "cote" finds "Côte d’Ivoire", "sud" finds "Südafrika",
 * and the keyboard's "d'Ivoire" finds the typographic "d’Ivoire" the French texts are written with.
 */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[’‘ʼ]/g, "'")
    .toLowerCase();
}

function matches(needle: string, ...haystack: string[]): boolean {
  return haystack.some((h) => normalize(h).includes(needle));
}

/** Searches the reader's language: destination names, and tour titles or the name of their destination. */
export const handler = httpHandler(contract.searchCatalogue, async ({ query }) => {
  const locale: Locale = query.locale;
  const needle = normalize(query.q);
  const [destinations, groupTours, specialTours] = await Promise.all([
    listDestinations(),
    listGroupTourSummaries(),
    listSpecialTourItems(),
  ]);
  const nameOf = new Map<string, Destination>(destinations.map((d) => [d.slug, d]));
  const destinationName = (slug: string) => nameOf.get(slug)?.name[locale] ?? "";
  const hits: SearchHit[] = [
    ...sortDestinationsByName(destinations, locale)
      .filter((d) => matches(needle, d.name[locale]))
      .map((destination) => ({ kind: "destination" as const, destination })),
    ...groupTours
      .filter((t) => matches(needle, t.title[locale], destinationName(t.destination)))
      .map((tour) => ({ kind: "groupTour" as const, tour })),
    ...specialTours
      .filter((t) => matches(needle, t.title[locale], destinationName(t.destination)))
      .map((tour) => ({ kind: "specialTour" as const, tour })),
  ];
  return { hits: hits.slice(0, maxHits) };
});
