// Judging answers takes the contract's schemas (zod), so the route guard loads this module only when
// a draft is stored: with nothing stored, the first step is the one to answer.

import {
  accommodationSchemaFor,
  ExperiencesSchema,
  minimumBudgetChf,
  TravellersInputSchema,
  type TripDate,
  TripDateSchema,
  todayUtc,
  tripDateAhead,
  tripReasons,
} from "@tembea/shared";
import type { TripRequestDraft } from "./draft";
import { stepNumber, type WizardStep, wizardSteps } from "./steps";

/** Whether a step's answers are complete; summary never is: it is where the request is sent. */
export function isStepComplete(step: WizardStep, draft: TripRequestDraft, signedIn: boolean): boolean {
  switch (step) {
    case "date":
      // A draft kept past its month (or departure) is asked again: no offer could be made for it.
      return (
        TripDateSchema.safeParse(draft.date).success && tripDateAhead(draft.date as TripDate, todayUtc())
      );
    case "travellers":
      return TravellersInputSchema.safeParse(draft.travellers).success;
    case "accommodations":
      // Judged against the travellers as they are now: rooms chosen for a larger group are asked again.
      return (
        draft.travellers !== undefined &&
        accommodationSchemaFor(draft.travellers).safeParse(draft.accommodation).success
      );
    case "experiences":
      return ExperiencesSchema.safeParse(draft.experiences).success;
    case "budget":
      return (
        draft.budget !== undefined &&
        draft.budget.chf >= minimumBudgetChf &&
        (tripReasons as readonly string[]).includes(draft.tripReason ?? "")
      );
    case "contact":
      return draft.contact !== undefined;
    case "create-account":
      return signedIn;
    case "summary":
      return false;
  }
}

/** The first step still to answer: a step opened ahead of it sends the user there. */
export function firstIncompleteStep(draft: TripRequestDraft, signedIn: boolean): WizardStep {
  return wizardSteps.find((step) => !isStepComplete(step, draft, signedIn)) ?? "summary";
}

/** Where a visit to `step` ends up: the step itself, or the first one still to answer before it. */
export function allowedStep(step: WizardStep, draft: TripRequestDraft, signedIn: boolean): WizardStep {
  const first = firstIncompleteStep(draft, signedIn);
  // A signed-in user has nothing to do on create-account.
  if (step === "create-account" && signedIn) return stepNumber(first) < stepNumber(step) ? first : "summary";
  return stepNumber(first) < stepNumber(step) ? first : step;
}
