import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { WizardStep } from "./steps";

/**
 * The titles of the wizard's steps, in the page's language: all the frame of a step needs, so the
 * first step loads neither the request's other names (trip-labels) nor their catalog.
 */
export function useWizardStepTitles(): Record<WizardStep, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      date: t`Date`,
      travellers: t`Travellers`,
      accommodations: t`Accommodations`,
      experiences: t`Experiences`,
      budget: t`Budget`,
      contact: t`Contact`,
      "create-account": t`Create an account`,
      summary: t`Summary`,
    }),
    [t],
  );
}
