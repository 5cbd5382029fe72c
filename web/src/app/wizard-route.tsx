import type { WizardStep } from "../features/trip-request/steps";
import type { PageCatalog } from "../i18n/catalogs";
import type { AppRoute, Guard, Prefetch } from "./navigation";
import { type PageModule, page } from "./page-route";

/**
 * The wizard's guards read the saved answers with the contract's schemas (zod), so they load with
 * the wizard's pages (in parallel with them) instead of with every page of the site.
 */
const wizardGuards = () => import("../features/trip-request/route-guard");

export const wizardStartGuard: Guard = async (target) => (await wizardGuards()).wizardStartGuard(target);

const wizardStepGuard =
  (step: WizardStep): Guard =>
  async (target) =>
    (await wizardGuards()).wizardStepGuard(step)(target);

/** A step of the request wizard: its path and its guard follow from the step's name. */
export function wizardStep<P extends object = object>(
  step: WizardStep,
  load: () => Promise<PageModule<P>>,
  catalogs: readonly PageCatalog[],
  options: { prefetch?: Prefetch; props?: P } = {},
): AppRoute {
  return page(`tailored-trips/:destination/request/${step}`, load, catalogs, {
    guard: wizardStepGuard(step),
    ...options,
  });
}
