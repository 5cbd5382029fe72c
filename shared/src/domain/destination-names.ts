import type { Destination, DestinationSlug } from "./destination.js";
import type { Locale } from "./locale.js";

/** What texts say of a destination: its name and the words that go before it. */
export type DestinationName = Omit<Destination, "description">;

/**
 * The twelve destinations of docs/product-spec.md, section 3, by name. The web reads only these (its
 * descriptions come from the API), so they are apart from the descriptions, which no page's first load needs
 * (docs/performance.md, "First-load JS"). `destinations` (destinations-data.ts) adds them.
 */
export const destinationNames: readonly DestinationName[] = [
  {
    slug: "benin",
    name: { en: "Benin", de: "Benin", fr: "Bénin" },
    preposition: { en: "in", de: "in", fr: "au" },
    article: { en: "", de: "", fr: "le" },
  },
  {
    slug: "cape-verde",
    name: { en: "Cape Verde", de: "Kap Verde", fr: "Cap-Vert" },
    preposition: { en: "in", de: "in", fr: "au" },
    article: { en: "", de: "", fr: "le" },
  },
  {
    slug: "cote-d-ivoire",
    name: { en: "Côte d'Ivoire", de: "Elfenbeinküste", fr: "Côte d’Ivoire" },
    preposition: { en: "in", de: "in der", fr: "en" },
    article: { en: "", de: "die", fr: "la" },
  },
  {
    slug: "democratic-republic-of-the-congo",
    name: {
      en: "Democratic Republic of the Congo",
      de: "Demokratische Republik Kongo",
      fr: "République démocratique du Congo",
    },
    preposition: { en: "in the", de: "in der", fr: "en" },
    article: { en: "the", de: "die", fr: "la" },
  },
  {
    slug: "ghana",
    name: { en: "Ghana", de: "Ghana", fr: "Ghana" },
    preposition: { en: "in", de: "in", fr: "au" },
    article: { en: "", de: "", fr: "le" },
  },
  {
    slug: "kenya",
    name: { en: "Kenya", de: "Kenia", fr: "Kenya" },
    preposition: { en: "in", de: "in", fr: "au" },
    article: { en: "", de: "", fr: "le" },
  },
  {
    slug: "morocco",
    name: { en: "Morocco", de: "Marokko", fr: "Maroc" },
    preposition: { en: "in", de: "in", fr: "au" },
    article: { en: "", de: "", fr: "le" },
  },
  {
    slug: "namibia",
    name: { en: "Namibia", de: "Namibia", fr: "Namibie" },
    preposition: { en: "in", de: "in", fr: "en" },
    article: { en: "", de: "", fr: "la" },
  },
  {
    slug: "rwanda",
    name: { en: "Rwanda", de: "Ruanda", fr: "Rwanda" },
    preposition: { en: "in", de: "in", fr: "au" },
    article: { en: "", de: "", fr: "le" },
  },
  {
    slug: "senegal",
    name: { en: "Senegal", de: "Senegal", fr: "Sénégal" },
    preposition: { en: "in", de: "im", fr: "au" },
    article: { en: "", de: "der", fr: "le" },
  },
  {
    slug: "south-africa",
    name: { en: "South Africa", de: "Südafrika", fr: "Afrique du Sud" },
    preposition: { en: "in", de: "in", fr: "en" },
    article: { en: "", de: "", fr: "l'" },
  },
  {
    slug: "tanzania",
    name: { en: "Tanzania", de: "Tansania", fr: "Tanzanie" },
    preposition: { en: "in", de: "in", fr: "en" },
    article: { en: "", de: "", fr: "la" },
  },
];

/** A destination's name in a language; the slug itself for a destination the list does not know. */
export function destinationName(slug: DestinationSlug, locale: Locale): string {
  return destinationNames.find((d) => d.slug === slug)?.name[locale] ?? slug;
}

/**
 * Names that change after their preposition, which the list's names and prepositions alone cannot
 * say: German declines the adjective in the dative ("in der Demokratischen Republik Kongo").
 */
const namesAfterPreposition: Partial<Record<DestinationSlug, Partial<Record<Locale, string>>>> = {
  "democratic-republic-of-the-congo": { de: "Demokratischen Republik Kongo" },
};

/** "in Kenya", "in Kenia", "au Kenya", "in der Elfenbeinküste", "en Afrique du Sud". */
export function destinationPhrase(
  destination: Pick<Destination, "slug" | "name" | "preposition">,
  locale: Locale,
): string {
  const name = namesAfterPreposition[destination.slug]?.[locale] ?? destination.name[locale];
  return `${destination.preposition[locale]} ${name}`;
}

/**
 * Where a trip goes, with the words before the name: "in Kenya", "im Senegal", "au Sénégal". Texts
 * say this rather than "for {name}", which French and German cannot say without an article.
 */
export function destinationPhraseOf(slug: DestinationSlug, locale: Locale): string {
  const destination = destinationNames.find((d) => d.slug === slug);
  return destination ? destinationPhrase(destination, locale) : slug;
}
