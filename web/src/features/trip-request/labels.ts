import { useLingui } from "@lingui/react/macro";
import type { experienceCategories, groupTypes, mealPlans, tripReasons } from "@tembea/shared";
import { useMemo } from "react";
import type { WizardStep } from "./steps";

type Names<T extends readonly string[]> = Record<T[number], string>;

/**
 * The names of the spec's enumerations and of the wizard's steps, in the page's language. One place,
 * so the wizard, its summary and anything else that shows a request say the same thing.
 */
export function useTripRequestLabels() {
  const { t } = useLingui();
  return useMemo(() => {
    const steps: Record<WizardStep, string> = {
      date: t`Date`,
      travellers: t`Travellers`,
      accommodations: t`Accommodations`,
      experiences: t`Experiences`,
      budget: t`Budget`,
      contact: t`Contact`,
      "create-account": t`Create an account`,
      summary: t`Summary`,
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
    const hotelClass: Record<1 | 2 | 3 | 4 | 5, string> = {
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
    return { steps, groupType, tripReason, hotelClass, mealPlan, experience };
  }, [t]);
}
