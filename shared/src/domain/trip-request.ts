// No zod in this module: the request wizard's first step reads its lists before any validation is
// loaded (docs/architecture.md, "What the browser loads first"). The schemas are in
// trip-request-schema.ts.

/**
 * The enumerations of docs/product-spec.md, section 3 (Entities), as stable keys; the web's catalogs hold
 * their names.
 */
export const groupTypes = ["couple", "family", "friends", "organisation", "other", "solo"] as const;
export const tripReasons = [
  "bachelor-party",
  "birthday",
  "business",
  "honeymoon",
  "retreat",
  "school-trip",
  "study-trip",
  "vacation",
  "other",
] as const;
/** Hotel classes 1 to 5 stars: simple, standard, middle class, high quality, luxury. */
export const hotelClasses = [1, 2, 3, 4, 5] as const;
export const hotelClassNames = {
  1: "simple",
  2: "standard",
  3: "middle-class",
  4: "high-quality",
  5: "luxury",
} as const;
export const mealPlans = ["breakfast", "lunch", "dinner", "half-board", "full-board"] as const;
export const experienceCategories = [
  "adventure-and-sports",
  "culture-and-history",
  "local-cuisine",
  "nature-and-wildlife",
  "recreation-and-nightlife",
  "sightseeing-and-excursions",
  "spa-and-wellness",
  "water-experiences",
  "workshops-and-learning-courses",
] as const;
/** Duration chips of an approximate trip date. */
export const durationWeeks = [1, 2, 3, 4] as const;

/**
 * Tailored trips last at least 3 days and cost at least CHF 1,000 per person
 * (docs/product-spec.md, section 9).
 */
export const minimumTripDays = 3;
export const minimumBudgetChf = 100_000;
/** An agent replies within 72 hours (docs/product-spec.md, sections 1 and 9). */
export const offerPromiseHours = 72;

export const tripRequestStatuses = [
  "in-progress",
  "offer-available",
  "booked",
  "expired",
  "cancelled",
] as const;

/** Who travels on a tailored trip, as far as counting heads goes. */
export interface TravellerHeads {
  adults: number;
  children: readonly unknown[];
}

/**
 * Everyone on the trip, children included. A single room is a room for one traveller, so a request
 * can ask for at most one per traveller. Children count because the wizard asks how many travellers
 * want a room of their own, and a family's teenagers often do; whether an agency gives a young child
 * a room alone is the agency's call in its offer, not a rule of the request.
 */
export function travellerHeadcount(travellers: TravellerHeads): number {
  return travellers.adults + travellers.children.length;
}

/**
 * A group as its type says: a solo trip is one adult alone, a couple two adults (with children it
 * is a family). Other types take any group. The key names what is wrong, for the message.
 */
export function groupTypeMismatch(
  travellers: TravellerHeads & { groupType: string },
): "soloIsOneAdult" | "coupleIsTwoAdults" | undefined {
  if (travellers.groupType === "solo" && travellerHeadcount(travellers) !== 1) return "soloIsOneAdult";
  if (travellers.groupType === "couple" && (travellers.adults !== 2 || travellers.children.length > 0))
    return "coupleIsTwoAdults";
  return undefined;
}

/** The one rule for single rooms: never more of them than travellers (web form, guard and API). */
export function singleRoomsFit(singleRooms: number, travellers: TravellerHeads): boolean {
  return singleRooms <= travellerHeadcount(travellers);
}
