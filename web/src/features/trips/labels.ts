import { useLingui } from "@lingui/react/macro";
import type {
  experienceCategories,
  groupTypes,
  mealPlans,
  TripPaymentPart,
  tripReasons,
} from "@tembea/shared";
import { useMemo } from "react";
import type { TripStatus } from "./trip-status";

/** The names of the request's choices (spec 3 enumerations) and of the trip statuses (spec 4). */
export function useTripLabels() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      status: {
        booked: t`Booked`,
        cancelled: t`Cancelled`,
        "in-progress": t`In progress`,
        "offer-available": t`Offer available`,
      } satisfies Record<TripStatus, string>,
      groupType: {
        couple: t`Couple`,
        family: t`Family`,
        friends: t`Friends`,
        organisation: t`Organisation`,
        other: t`Other`,
        solo: t`Solo`,
      } satisfies Record<(typeof groupTypes)[number], string>,
      tripReason: {
        "bachelor-party": t`Bachelor party`,
        birthday: t`Birthday`,
        business: t`Business`,
        honeymoon: t`Honeymoon`,
        retreat: t`Retreat`,
        "school-trip": t`School trip`,
        "study-trip": t`Study trip`,
        vacation: t`Vacation`,
        other: t`Other`,
      } satisfies Record<(typeof tripReasons)[number], string>,
      hotelClass: {
        1: t`Simple (1 star)`,
        2: t`Standard (2 stars)`,
        3: t`Middle class (3 stars)`,
        4: t`High quality (4 stars)`,
        5: t`Luxury (5 stars)`,
      } as Record<number, string>,
      mealPlan: {
        breakfast: t`Breakfast`,
        lunch: t`Lunch`,
        dinner: t`Dinner`,
        "half-board": t`Half board`,
        "full-board": t`Full board`,
      } satisfies Record<(typeof mealPlans)[number], string>,
      experience: {
        "adventure-and-sports": t`Adventure and sports`,
        "culture-and-history": t`Culture and history`,
        "local-cuisine": t`Local cuisine`,
        "nature-and-wildlife": t`Nature and wildlife`,
        "recreation-and-nightlife": t`Recreation and nightlife`,
        "sightseeing-and-excursions": t`Sightseeing and excursions`,
        "spa-and-wellness": t`Spa and wellness`,
        "water-experiences": t`Water experiences`,
        "workshops-and-learning-courses": t`Workshops and learning courses`,
      } satisfies Record<(typeof experienceCategories)[number], string>,
      paymentPart: {
        deposit: t`Deposit`,
        balance: t`Balance`,
        full: t`Full amount`,
      } satisfies Record<TripPaymentPart, string>,
    }),
    [t],
  );
}
