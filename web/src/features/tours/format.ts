import { type DestinationSlug, destinationNames } from "@tembea/shared";

export function destinationBySlug(slug: DestinationSlug) {
  return destinationNames.find((d) => d.slug === slug);
}
