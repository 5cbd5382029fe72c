import type { AppRoute } from "../navigation";
import { page } from "../page-route";
import { wizardStep } from "../wizard-route";

/**
 * The tailored-trip request wizard after its first step, in the wizard's layout beside it: loads
 * when the first step opens, or with the first visit to one of these (router.tsx).
 */
export function routes(): AppRoute[] {
  return [
    wizardStep("travellers", () => import("../../features/trip-request/travellers-step"), [
      "trip-request",
      "trip-request-steps",
      "forms",
      "trip-labels",
    ]),
    wizardStep("accommodations", () => import("../../features/trip-request/accommodations-step"), [
      "trip-request",
      "trip-request-steps",
      "forms",
      "trip-labels",
    ]),
    wizardStep("experiences", () => import("../../features/trip-request/experiences-step"), [
      "trip-request",
      "trip-request-steps",
      "forms",
      "trip-labels",
    ]),
    wizardStep("budget", () => import("../../features/trip-request/budget-step"), [
      "trip-request",
      "trip-request-steps",
      "forms",
      "trip-labels",
    ]),
    wizardStep("contact", () => import("../../features/trip-request/contact-step"), [
      "trip-request",
      "trip-request-steps",
      "forms",
    ]),
    wizardStep("create-account", () => import("../../features/trip-request/create-account-step"), [
      "trip-request",
      "trip-request-steps",
      "auth",
      "forms",
    ]),
    wizardStep("summary", () => import("../../features/trip-request/summary-step"), [
      "trip-request",
      "trip-request-steps",
      "trip-labels",
      "forms",
    ]),
    page(
      "tailored-trips/:destination/request/success",
      () => import("../../features/trip-request/success-page"),
      ["trip-request-steps"],
    ),
    page("request/thank-you", () => import("../../features/trip-request/success-page"), [
      "trip-request-steps",
    ]),
  ];
}
