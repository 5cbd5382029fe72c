import { useLingui } from "@lingui/react/macro";
import type {
  experienceCategories,
  groupTypes,
  hotelClasses,
  mealPlans,
  TripPaymentPart,
  tripReasons,
  tripRequestStatuses,
} from "@tembea/shared";
import { useMemo } from "react";

type Names<T extends readonly (string | number)[]> = Record<T[number], string>;

/**
 * The names of a trip request's statuses and of the traveller's choices (docs/product-spec.md, sections 3 and
 * 4), in the page's language. One place, so the wizard, My trips and the agents' console say the same thing
 * and share one translation.
 */
export function useTripLabels() {
  const { t } = useLingui();
  return useMemo(() => {
    // "travelled": a booked trip whose last day is past (My trips), not a request's stored status.
    const status: Names<typeof tripRequestStatuses> & {
      travelled: string;
      "cancellation-in-progress": string;
    } = {
      "in-progress": t`In progress`,
      "offer-available": t`Offer available`,
      booked: t`Booked`,
      travelled: t`Travelled`,
      expired: t`Expired`,
      cancelled: t`Cancelled`,
      // A cancelled booking whose refund is still on its way back (issue 26).
      "cancellation-in-progress": t`Cancellation in progress`,
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
    /** With the stars, for a request shown as text. */
    const hotelClass: Record<number, string> = {
      1: t`Simple (1 star)`,
      2: t`Standard (2 stars)`,
      3: t`Middle class (3 stars)`,
      4: t`High quality (4 stars)`,
      5: t`Luxury (5 stars)`,
    };
    /** Without the stars, where the page shows them beside the name (the wizard's choices). */
    const hotelClassName: Names<typeof hotelClasses> = {
      1: t`Simple`,
      2: t`Standard`,
      3: t`Middle class`,
      4: t`High quality`,
      5: t`Luxury`,
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
    const paymentPart: Record<TripPaymentPart, string> = {
      deposit: t`Deposit`,
      balance: t`Balance`,
      full: t`Full amount`,
    };
    return { status, groupType, tripReason, hotelClass, hotelClassName, mealPlan, experience, paymentPart };
  }, [t]);
}
