import { useLingui } from "@lingui/react/macro";
import type {
  experienceCategories,
  groupTypes,
  mealPlans,
  tripReasons,
  tripRequestStatuses,
} from "@tembea/shared";
import { useMemo } from "react";

type Names<T extends readonly (string | number)[]> = Record<T[number], string>;

/**
 * The names of a request's statuses and of the traveller's choices (spec 3 and 4), in the page's
 * language. The English texts are the ones My trips and the wizard use, so one translation serves all.
 */
export function useRequestLabels() {
  const { t } = useLingui();
  return useMemo(() => {
    const status: Names<typeof tripRequestStatuses> = {
      "in-progress": t`In progress`,
      "offer-available": t`Offer available`,
      booked: t`Booked`,
      expired: t`Expired`,
      cancelled: t`Cancelled`,
    };
    const groupType: Names<typeof groupTypes> = {
      couple: t`Couple`,
      family: t`Family`,
      friends: t`Friends`,
      organisation: t`Organisation`,
      other: t({ message: "Other", context: "group type" }),
      solo: t`Solo`,
    };
    const tripReason: Names<typeof tripReasons> = {
      "bachelor-party": t`Bachelor party`,
      birthday: t`Birthday`,
      business: t`Business`,
      honeymoon: t`Honeymoon`,
      retreat: t`Retreat`,
      "school-trip": t`School trip`,
      "study-trip": t`Study trip`,
      vacation: t`Vacation`,
      other: t({ message: "Other", context: "trip reason" }),
    };
    const hotelClass: Record<number, string> = {
      1: t`Simple (1 star)`,
      2: t`Standard (2 stars)`,
      3: t`Middle class (3 stars)`,
      4: t`High quality (4 stars)`,
      5: t`Luxury (5 stars)`,
    };
    const mealPlan: Names<typeof mealPlans> = {
      breakfast: t`Breakfast`,
      lunch: t`Lunch`,
      dinner: t`Dinner`,
      "half-board": t`Half board`,
      "full-board": t`Full board`,
    };
    const experience: Names<typeof experienceCategories> = {
      "adventure-and-sports": t`Adventure and sports`,
      "culture-and-history": t`Culture and history`,
      "local-cuisine": t`Local cuisine`,
      "nature-and-wildlife": t`Nature and wildlife`,
      "recreation-and-nightlife": t`Recreation and nightlife`,
      "sightseeing-and-excursions": t`Sightseeing and excursions`,
      "spa-and-wellness": t`Spa and wellness`,
      "water-experiences": t`Water experiences`,
      "workshops-and-learning-courses": t`Workshops and learning courses`,
    };
    return { status, groupType, tripReason, hotelClass, mealPlan, experience };
  }, [t]);
}
