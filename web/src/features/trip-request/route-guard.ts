import { isDestinationSlug } from "@tembea/shared";
import type { Params } from "react-router";
import { parseLocalePath, withPrefix } from "../../i18n/locale-path";
import { authReady } from "../auth/auth-store";
import { tripRequestDrafts } from "./draft";
import { allowedStep, firstIncompleteStep, type WizardStep } from "./steps";

/** A route guard's view of the URL being opened (see app/navigation.ts). */
type Opened = { url: URL; params: Params };

export function stepPath(destination: string, step: WizardStep | "success"): string {
  return `/tailored-trips/${destination}/request/${step}`;
}

function inSameLanguage(url: URL, path: string): string {
  return withPrefix(parseLocalePath(url.pathname).prefix, path);
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
    const auth = await authReady();
    const target = allowedStep(step, tripRequestDrafts.read(destination), auth.status === "signedIn");
    return target === step ? null : inSameLanguage(url, stepPath(destination, target));
  };
}

/** /tailored-trips/{destination}/request: where the visitor left off (the header's resume link). */
export async function wizardStartGuard({ url, params }: Opened): Promise<string | null> {
  const destination = params.destination;
  if (!isDestinationSlug(destination)) return null;
  const auth = await authReady();
  const step = firstIncompleteStep(tripRequestDrafts.read(destination), auth.status === "signedIn");
  return inSameLanguage(url, stepPath(destination, step));
}
