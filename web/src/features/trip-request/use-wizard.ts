import { type DestinationSlug, destinationName, isDestinationSlug } from "@tembea/shared";
import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { useAuth } from "../auth/auth-store";
import { type DraftAnswers, type TripRequestDraft, tripRequestDrafts, useTripRequestDraft } from "./draft";
import { stepPath } from "./route-guard";
import { nextStep, previousStep, type WizardStep } from "./steps";

export interface Wizard {
  destination: DestinationSlug;
  /** The destination's name in the page's language. */
  destinationName: string;
  draft: TripRequestDraft;
  signedIn: boolean;
  /** The localized path of a step of this destination's request. */
  pathOf: (step: WizardStep | "success") => string;
  previous: WizardStep | undefined;
  /** Saves the step's answers (kept across reloads) and opens the next step. */
  saveAndContinue: (answers: Partial<DraftAnswers>) => void;
}

/** The wizard's state for a step page; undefined when the URL names no known destination. */
export function useWizard(step: WizardStep): Wizard | undefined {
  const { destination } = useParams();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const auth = useAuth();
  const known = isDestinationSlug(destination) ? destination : undefined;
  const draft = useTripRequestDraft(known);
  // The callbacks below need a destination to be built unconditionally (rules of hooks); with none
  // known they are never returned, so this stand-in is never used.
  const slug: DestinationSlug = known ?? "kenya";
  const signedIn = auth.status === "signedIn";
  const pathOf = useCallback((target: WizardStep | "success") => to(stepPath(slug, target)), [to, slug]);
  const saveAndContinue = useCallback(
    (answers: Partial<DraftAnswers>) => {
      tripRequestDrafts.save(slug, answers);
      void navigate(pathOf(nextStep(step, signedIn)));
    },
    [slug, navigate, pathOf, step, signedIn],
  );
  if (!known) return undefined;
  const name = destinationName(slug, locale);
  return {
    destination: slug,
    destinationName: name,
    draft,
    signedIn,
    pathOf,
    previous: previousStep(step, signedIn),
    saveAndContinue,
  };
}
