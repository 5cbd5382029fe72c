// A leaf: the schemas (destination-schema.ts) read the slugs without importing destination.ts, whose
// types they define, so no import cycle.
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

export type DestinationSlug = (typeof destinationSlugs)[number];

export function isDestinationSlug(value: unknown): value is DestinationSlug {
  return destinationSlugs.some((slug) => slug === value);
}
