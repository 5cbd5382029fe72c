import type { AppRoute } from "../navigation";
import { page } from "../page-route";

/**
 * Booking flows (docs/product-spec.md, section 2): one page per step, in the tours layout beside the tour
 * pages. Loads with the first visit to one of them (router.tsx). Each step's module is its page; a step both
 * kinds of tour have is one module, told the kind by its route.
 */
export function routes(): AppRoute[] {
  const group = { kind: "group" } as const;
  const special = { kind: "special" } as const;
  return [
    // "thank-you" outranks ":id" as a static segment.
    page("group-tour/:id/dates", () => import("../../features/booking/group-dates-step"), ["booking"]),
    page("group-tour/:id/accommodation", () => import("../../features/booking/accommodation-step"), [
      "booking",
    ]),
    page(
      "group-tour/:id/travellers",
      () => import("../../features/booking/travellers-step"),
      ["booking", "auth", "forms"],
      { props: group },
    ),
    page(
      "group-tour/:id/authenticate",
      () => import("../../features/booking/authenticate-step"),
      ["booking", "auth", "forms"],
      { props: group },
    ),
    page(
      "group-tour/:id/summary",
      () => import("../../features/booking/summary-step"),
      ["booking", "tour-parts", "auth", "forms"],
      { props: group },
    ),
    page(
      "group-tour/thank-you",
      () => import("../../features/booking/thank-you-page"),
      ["booking", "forms"],
      {
        props: group,
      },
    ),
    page("special-tour/:id/dates", () => import("../../features/booking/special-dates-step"), [
      "booking",
      "forms",
    ]),
    page(
      "special-tour/:id/travellers",
      () => import("../../features/booking/travellers-step"),
      ["booking", "auth", "forms"],
      { props: special },
    ),
    page(
      "special-tour/:id/authenticate",
      () => import("../../features/booking/authenticate-step"),
      ["booking", "auth", "forms"],
      { props: special },
    ),
    page(
      "special-tour/:id/summary",
      () => import("../../features/booking/summary-step"),
      ["booking", "tour-parts", "auth", "forms"],
      { props: special },
    ),
    page(
      "special-tour/thank-you",
      () => import("../../features/booking/thank-you-page"),
      ["booking", "forms"],
      { props: special },
    ),
    // A booking's printable receipt, through its id as the thank-you page reads it ("receipt" outranks ":id").
    page("group-tour/receipt", () => import("../../features/booking/receipt-page"), ["booking", "receipts"], {
      props: group,
    }),
    page(
      "special-tour/receipt",
      () => import("../../features/booking/receipt-page"),
      ["booking", "receipts"],
      {
        props: special,
      },
    ),
  ];
}
