import { useMemo } from "react";
import { useTripLabels } from "../trip-labels/labels";
import { useWizardStepTitles } from "./step-titles";

/** The request's shared names plus the titles of the wizard's steps, in the page's language. */
export function useTripRequestLabels() {
  const labels = useTripLabels();
  const steps = useWizardStepTitles();
  return useMemo(() => ({ ...labels, steps }), [labels, steps]);
}
