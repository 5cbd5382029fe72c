import type { Agency, GroupTour, Review, SpecialTour } from "@tembea/shared";

/**
 * Shapes of the demo catalogue. The seed derives the rest: each tour's rating from its reviews,
 * each review's tour title, agency and destination from its tour, and departure dates relative to
 * the day of seeding (so the demo never runs out of future dates).
 */
export type DemoAgency = Agency;

export interface DemoDeparture {
  /** Months after the current month (1 = next month). */
  monthOffset: number;
  /** Day of that month the trip starts (1–28). */
  day: number;
  capacity: number;
  placesLeft: number;
}

export type DemoGroupTour = Omit<GroupTour, "rating" | "kind"> & { departures: DemoDeparture[] };
export type DemoSpecialTour = Omit<SpecialTour, "rating" | "kind">;
export type DemoReview = Pick<
  Review,
  "id" | "tourId" | "rating" | "text" | "authorName" | "travelledIn" | "createdAt"
> & { language: NonNullable<Review["language"]> };
