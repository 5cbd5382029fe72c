import type { AppRoute } from "../navigation";
import { page } from "../page-route";
import { wizardStep } from "../wizard-route";

/**
 * The tailored-trip request wizard after its first step, in the wizard's layout beside it: loads
 * when the first step opens, or with the first visit to one of these (router.tsx).
 */
export function routes(): AppRoute[] {
  return [
    wizardStep("travellers", () => import("../../routes/trip-request-travellers"), [
      "trip-request",
      "forms",
      "trip-labels",
    ]),
    wizardStep("accommodations", () => import("../../routes/trip-request-accommodations"), [
      "trip-request",
      "forms",
      "trip-labels",
    ]),
    wizardStep("experiences", () => import("../../routes/trip-request-experiences"), [
      "trip-request",
      "forms",
      "trip-labels",
    ]),
    wizardStep("budget", () => import("../../routes/trip-request-budget"), [
      "trip-request",
      "forms",
      "trip-labels",
    ]),
    wizardStep("contact", () => import("../../routes/trip-request-contact"), [
      "trip-request",
      "forms",
      "trip-labels",
    ]),
    wizardStep("create-account", () => import("../../routes/trip-request-create-account"), [
      "trip-request",
      "auth",
      "forms",
      "trip-labels",
    ]),
    wizardStep("summary", () => import("../../routes/trip-request-summary"), ["trip-request", "trip-labels"]),
    page("tailored-trips/:destination/request/success", () => import("../../routes/trip-request-success"), [
      "trip-request",
    ]),
    page("request/thank-you", () => import("../../routes/request-thank-you"), ["trip-request"]),
  ];
}
