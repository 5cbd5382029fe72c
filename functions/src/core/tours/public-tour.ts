import {
  type DraftText,
  destinations,
  type GroupTour,
  GroupTourSchema,
  type LocalizedText,
  type SpecialTour,
  SpecialTourSchema,
  type TourDraft,
  type TourImageSchema,
  tourPhotoBase,
} from "@tembea/shared";
import type * as z from "zod/mini";

type TourImage = z.infer<typeof TourImageSchema>;
type Tour = GroupTour | SpecialTour;

const full = (text: DraftText | undefined): LocalizedText => ({
  en: text?.en ?? "",
  de: text?.de ?? "",
  fr: text?.fr ?? "",
});

/**
 * Until a tour has photos of its own (a later change), it shows its destination's picture, which
 * every destination has at every width (scripts/demo-images.ts renders `/images/<slug>-<w>.webp`),
 * with the destination's name as its alt text. A tour that already has an image (the demo's) keeps it.
 */
export function destinationImage(destination: string): TourImage {
  const found = destinations.find((d) => d.slug === destination);
  if (!found) throw new Error(`unknown destination ${destination}`);
  return { name: found.slug, alt: { ...found.name } };
}

/** A demo image stays with its tour; an upload only while it is the draft's cover (it may be deleted). */
export const keptImage = (current: Tour | undefined) =>
  current && !current.image.name.startsWith("/") ? current.image : undefined;

export interface PublicTourContext {
  tourId: string;
  agencyId: string;
  kind: "group" | "special";
  destination: string;
  /** The public item's image and rating when it exists (kept), else the destination's and none. */
  current?: Tour;
  /** The tour's processed photos: only these are ever shown (left out: none). */
  readyPhotoIds?: readonly string[];
}

/**
 * The draft's cover when it is processed: its renderings, with its alt text. Otherwise the image the
 * tour had, or its destination's: nothing unprocessed is ever shown.
 */
function coverImage(draft: TourDraft, context: PublicTourContext): TourImage | undefined {
  const cover = draft.photos?.find((photo) => photo.photoId === draft.coverPhotoId);
  if (!cover || !context.readyPhotoIds?.includes(cover.photoId)) return undefined;
  return { name: tourPhotoBase(context.tourId, cover.photoId), alt: full(cover.alt) };
}

/** The processed photos after the cover, in the draft's order: what the page's gallery shows. */
function galleryImages(draft: TourDraft, context: PublicTourContext): TourImage[] {
  return (draft.photos ?? [])
    .filter((photo) => photo.photoId !== draft.coverPhotoId && context.readyPhotoIds?.includes(photo.photoId))
    .map((photo) => ({ name: tourPhotoBase(context.tourId, photo.photoId), alt: full(photo.alt) }));
}

/**
 * The tour page a draft makes, as getGroupTour/getSpecialTour answer it. What the draft lacks reads
 * empty (texts "", numbers their least), so a preview shows a draft in progress; publishing checks
 * missingForPublish first and then parses this with the public schema, so nothing empty goes live.
 */
export function publicTourOf(draft: TourDraft, context: PublicTourContext): Tour {
  const itinerary = draft.itinerary ?? [];
  const durationDays = draft.durationDays ?? Math.max(1, itinerary.length);
  const min = draft.groupSize?.min ?? 1;
  const base = {
    id: context.tourId,
    destination: context.destination as Tour["destination"],
    agencyId: context.agencyId,
    title: full(draft.title),
    summary: full(draft.summary),
    durationDays,
    language: draft.language ?? "en",
    minimumAge: draft.minimumAge ?? 0,
    groupSize: { min, max: draft.groupSize?.max ?? min },
    inclusions: (draft.inclusions ?? []).map(full),
    exclusions: (draft.exclusions ?? []).map(full),
    itinerary: itinerary.map((day, index) => ({
      day: index + 1,
      title: full(day.title),
      description: full(day.description),
    })),
    refundTiers: [...(draft.refundTiers ?? [])].sort((a, b) => b.daysBefore - a.daysBefore),
    image: coverImage(draft, context) ?? keptImage(context.current) ?? destinationImage(context.destination),
    rating: context.current?.rating ?? { average: 0, count: 0 },
  };
  const gallery = galleryImages(draft, context);
  if (gallery.length > 0) Object.assign(base, { gallery });
  return context.kind === "group"
    ? GroupTourSchema.parse({
        ...base,
        kind: "group",
        price: { shared: draft.price?.shared ?? 0, single: draft.price?.single ?? 0 },
      })
    : SpecialTourSchema.parse({ ...base, kind: "special", pricePerPerson: draft.pricePerPerson ?? 0 });
}
