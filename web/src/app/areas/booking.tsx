import type { AppRoute } from "../navigation";
import { page } from "../page-route";

/**
 * Booking flows (issue 5): one page per step, in the tours layout beside the tour pages. Loads with
 * the first visit to one of them (router.tsx).
 */
export function routes(): AppRoute[] {
  return [
    // "thank-you" outranks ":id" as a static segment.
    page("group-tour/:id/dates", () => import("../../routes/group-tour-dates"), ["booking"]),
    page("group-tour/:id/accommodation", () => import("../../routes/group-tour-accommodation"), ["booking"]),
    page("group-tour/:id/travellers", () => import("../../routes/group-tour-travellers"), [
      "booking",
      "auth",
      "forms",
    ]),
    page("group-tour/:id/authenticate", () => import("../../routes/group-tour-authenticate"), [
      "booking",
      "auth",
      "forms",
    ]),
    page("group-tour/:id/summary", () => import("../../routes/group-tour-summary"), [
      "booking",
      "tour-parts",
      "auth",
      "forms",
    ]),
    page("group-tour/thank-you", () => import("../../routes/group-tour-thank-you"), ["booking", "forms"]),
    page("special-tour/:id/dates", () => import("../../routes/special-tour-dates"), ["booking", "forms"]),
    page("special-tour/:id/travellers", () => import("../../routes/special-tour-travellers"), [
      "booking",
      "auth",
      "forms",
    ]),
    page("special-tour/:id/authenticate", () => import("../../routes/special-tour-authenticate"), [
      "booking",
      "auth",
      "forms",
    ]),
    page("special-tour/:id/summary", () => import("../../routes/special-tour-summary"), [
      "booking",
      "tour-parts",
      "auth",
      "forms",
    ]),
    page("special-tour/thank-you", () => import("../../routes/special-tour-thank-you"), ["booking", "forms"]),
    // A booking's printable receipt, through its id as the thank-you page reads it ("receipt" outranks ":id").
    page("group-tour/receipt", () => import("../../routes/group-tour-receipt"), ["booking", "receipts"]),
    page("special-tour/receipt", () => import("../../routes/special-tour-receipt"), ["booking", "receipts"]),
  ];
}
