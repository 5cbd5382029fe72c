import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useTripLabels } from "../trip-labels/labels";
import type { WizardStep } from "./steps";

/** The request's shared names plus the titles of the wizard's steps, in the page's language. */
export function useTripRequestLabels() {
  const { t } = useLingui();
  const labels = useTripLabels();
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
    return { ...labels, steps };
  }, [t, labels]);
}
