import { isDestinationSlug } from "@tembea/shared";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { parseLocalePath, withPrefix } from "../../i18n/locale-path";
import { authReady } from "../auth/auth-store";
import { tripRequestDrafts } from "./draft";
import { allowedStep, firstIncompleteStep, type WizardStep } from "./steps";

export function stepPath(destination: string, step: WizardStep | "success"): string {
  return `/tailored-trips/${destination}/request/${step}`;
}

function inSameLanguage(request: Request, path: string): string {
  return withPrefix(parseLocalePath(new URL(request.url).pathname).prefix, path);
}

/**
 * Before a step renders: a step opened ahead of the answers so far (a bookmark, a typed URL, a
 * draft from another device) goes to the first step still to answer; a signed-in user never sees
 * create-account. Unknown destinations render the 404 page in the step itself.
 */
export function wizardStepLoader(step: WizardStep) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const destination = params.destination;
    if (!isDestinationSlug(destination)) return null;
    const auth = await authReady();
    const target = allowedStep(step, tripRequestDrafts.read(destination), auth.status === "signedIn");
    if (target !== step) throw redirect(inSameLanguage(request, stepPath(destination, target)));
    return null;
  };
}

/** /tailored-trips/{destination}/request: where the visitor left off (the header's resume link). */
export async function wizardStartLoader({ request, params }: LoaderFunctionArgs) {
  const destination = params.destination;
  if (!isDestinationSlug(destination)) return null;
  const auth = await authReady();
  const step = firstIncompleteStep(tripRequestDrafts.read(destination), auth.status === "signedIn");
  throw redirect(inSameLanguage(request, stepPath(destination, step)));
}
