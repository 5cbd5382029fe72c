import type { GroupTour, SpecialTour, TourDraft } from "@tembea/shared";

/**
 * The draft of a tour published before agencies drafted their own (the demo's): exactly what its
 * page shows, so the first save or publish changes nothing the agent did not change.
 */
export function draftOfTour(tour: GroupTour | SpecialTour): TourDraft {
  const base: TourDraft = {
    kind: tour.kind,
    destination: tour.destination,
    title: { ...tour.title },
    summary: { ...tour.summary },
    durationDays: tour.durationDays,
    language: tour.language,
    minimumAge: tour.minimumAge,
    groupSize: { ...tour.groupSize },
    itinerary: [...tour.itinerary]
      .sort((a, b) => a.day - b.day)
      .map((day) => ({ title: { ...day.title }, description: { ...day.description } })),
    inclusions: tour.inclusions.map((text) => ({ ...text })),
    exclusions: tour.exclusions.map((text) => ({ ...text })),
    refundTiers: tour.refundTiers.map((tier) => ({ ...tier })),
  };
  return tour.kind === "group"
    ? { ...base, price: { ...tour.price } }
    : { ...base, pricePerPerson: tour.pricePerPerson };
}
