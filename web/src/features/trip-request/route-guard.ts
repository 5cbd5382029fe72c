import { type DestinationSlug, isDestinationSlug } from "@tembea/shared";
import { tripRequestPath } from "@tembea/shared/site/site-paths";
import type { Params } from "react-router";
import { pathInLanguageOf } from "../../i18n/locale-path";
import { authReady } from "../auth/auth-store";
import { tripRequestDrafts } from "./draft";
import { type WizardStep, wizardSteps } from "./steps";

/** A route guard's view of the URL being opened (see app/navigation.ts). */
type Opened = { url: URL; params: Params };

export function stepPath(destination: string, step: WizardStep | "success"): string {
  return tripRequestPath(destination, step);
}

/**
 * Where a visit to `step` ends up, or for the wizard's start (no step) where the visitor left off.
 * With nothing stored that is the first step, known without reading anything; otherwise the stored
 * answers are judged with the contract's schemas, loaded then.
 */
async function targetStep(destination: DestinationSlug, step: WizardStep | undefined): Promise<WizardStep> {
  if (!tripRequestDrafts.isStored(destination)) return wizardSteps[0];
  const [progress, auth] = await Promise.all([import("./progress"), authReady(), tripRequestDrafts.ready()]);
  const draft = tripRequestDrafts.read(destination);
  const signedIn = auth.status === "signedIn";
  return step ? progress.allowedStep(step, draft, signedIn) : progress.firstIncompleteStep(draft, signedIn);
}

/**
 * Before a step renders: a step opened ahead of the answers so far (a bookmark, a typed URL, a
 * draft from another device) goes to the first step still to answer; a signed-in user never sees
 * create-account. Unknown destinations render the 404 page in the step itself.
 */
export function wizardStepGuard(step: WizardStep) {
  return async ({ url, params }: Opened): Promise<string | null> => {
    const destination = params.destination;
    if (!isDestinationSlug(destination)) return null;
    const target = await targetStep(destination, step);
    return target === step ? null : pathInLanguageOf(url, stepPath(destination, target));
  };
}

/** /tailored-trips/{destination}/request: where the visitor left off (the header's resume link). */
export async function wizardStartGuard({ url, params }: Opened): Promise<string | null> {
  const destination = params.destination;
  if (!isDestinationSlug(destination)) return null;
  return pathInLanguageOf(url, stepPath(destination, await targetStep(destination, undefined)));
}
