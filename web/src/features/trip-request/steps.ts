import { singleRoomsFit, type TripRequestInput } from "@tembea/shared";
import { firstTripRequestStep } from "@tembea/shared/site/site-paths";
import type { TripRequestDraft } from "./draft";

/**
 * The wizard's steps, in order (docs/product-spec.md, section 2); each is a page under
 * /tailored-trips/{destination}/request/.
 */
export const wizardSteps = [
  firstTripRequestStep,
  "travellers",
  "accommodations",
  "experiences",
  "budget",
  "contact",
  "create-account",
  "summary",
] as const;
export type WizardStep = (typeof wizardSteps)[number];

export function stepNumber(step: WizardStep): number {
  return wizardSteps.indexOf(step) + 1;
}

export function isWizardStep(value: string): value is WizardStep {
  return (wizardSteps as readonly string[]).includes(value);
}

/** The step after `step` for this user (signed-in users skip create-account). */
export function nextStep(step: WizardStep, signedIn: boolean): WizardStep {
  const next = wizardSteps[Math.min(wizardSteps.indexOf(step) + 1, wizardSteps.length - 1)] ?? "summary";
  return next === "create-account" && signedIn ? "summary" : next;
}

/** The step before `step`, or undefined on the first (signed-in users skip create-account). */
export function previousStep(step: WizardStep, signedIn: boolean): WizardStep | undefined {
  const index = wizardSteps.indexOf(step);
  if (index <= 0) return undefined;
  const previous = wizardSteps[index - 1];
  return previous === "create-account" && signedIn ? "contact" : previous;
}

/**
 * The request as the API takes it, or undefined while a step is missing or its rooms no longer fit
 * its travellers (the travellers changed after the rooms were chosen).
 */
export function submission(
  destination: TripRequestInput["destination"],
  draft: TripRequestDraft,
  locale: TripRequestInput["locale"],
): TripRequestInput | undefined {
  const { date, travellers, accommodation, experiences, budget, tripReason, contact } = draft;
  if (!date || !travellers || !accommodation || !experiences || !budget || !tripReason || !contact) {
    return undefined;
  }
  if (!singleRoomsFit(accommodation.singleRooms, travellers)) return undefined;
  const notes = contact.notes.trim();
  return {
    destination,
    date,
    travellers,
    accommodation,
    experiences,
    budgetPerTravellerChf: budget.chf,
    tripReason,
    locale,
    ...(notes ? { notes } : {}),
  };
}
