import { useLingui } from "@lingui/react/macro";
import type { Locale, TourKind, TourState } from "@tembea/shared";
import { useMemo } from "react";
import type { DraftShape } from "./form-values";

/** The words the tour pages share: kinds, states, the three languages. */
export function useTourLabels() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      kind: { group: t`Group tour`, special: t`Special tour` } satisfies Record<TourKind, string>,
      state: {
        draft: t`Draft`,
        live: t`Live`,
        "live-with-changes": t`Live · unpublished changes`,
        unpublished: t`Unpublished`,
      } satisfies Record<TourState, string>,
      // Each language's own name, as the tabs show them whatever the page's language.
      language: { en: "English", de: "Deutsch", fr: "Français" } satisfies Record<Locale, string>,
      // The languages as the page's language names them, in "missing in German, French".
      languageIn: { en: t`English`, de: t`German`, fr: t`French` } satisfies Record<Locale, string>,
      // The draft's fields as the conflict notice and the publish checklist name them.
      field: {
        kind: t`Kind of tour`,
        destination: t`Destination`,
        title: t`Title`,
        summary: t`Summary`,
        itinerary: t`Itinerary`,
        inclusions: t`Included`,
        exclusions: t`Not included`,
        language: t`Guide language`,
        durationDays: t`Duration`,
        minimumAge: t`Minimum age`,
        groupSize: t`Group size`,
        refundTiers: t`Refund tiers`,
        price: t`Prices`,
        pricePerPerson: t`Price per person`,
        photos: t`Photos`,
        coverPhotoId: t`Cover photo`,
      } satisfies Record<keyof DraftShape, string>,
    }),
    [t],
  );
}
