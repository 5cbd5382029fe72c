import { requireSignedIn, SignedInOnly } from "../../features/auth/guards";
import { AccountLayout } from "../layout/account-layout";
import { EmptyLayout } from "../layout/empty-layout";
import type { AppRoute } from "../navigation";
import { guarded, page } from "../page-route";

/** The account layout, left as soon as the user signs out (the guard checks the first visit). */
function AccountArea() {
  return (
    <SignedInOnly>
      <AccountLayout />
    </SignedInOnly>
  );
}

/**
 * My trips has the empty layout (docs/product-spec.md, section 2) but is an account page: signed-in
 * travellers only.
 */
function TripsArea() {
  return (
    <SignedInOnly>
      <EmptyLayout />
    </SignedInOnly>
  );
}

/** The signed-in traveller's pages. Loads with the first visit to one (router.tsx). */
export function routes(): AppRoute[] {
  return [
    guarded(requireSignedIn, <TripsArea />, [
      page("account/trips", () => import("../../features/trips/account-trips"), [
        "account",
        "trip-labels",
        "forms",
      ]),
    ]),
    guarded(requireSignedIn, <AccountArea />, [
      page("account", () => import("../../features/account/account"), ["account"]),
      page("account/personal-details", () => import("../../features/account/account-personal-details"), [
        "account",
        "auth",
        "forms",
      ]),
      page("account/security", () => import("../../features/account/account-security"), ["account", "forms"]),
      page("account/trips/request/:id", () => import("../../features/trips/account-trip-request"), [
        "account",
        "auth",
        "forms",
        "trip-labels",
      ]),
      page(
        "account/trips/request/:id/summary",
        () => import("../../features/trips/account-trip-request-summary"),
        ["account", "trip-labels", "forms"],
      ),
      page(
        "account/trips/tour/:id",
        () => import("../../features/trips/booking-page"),
        ["account", "tour-parts", "forms", "trip-labels"],
        { props: { kind: "group" } },
      ),
      page(
        "account/trips/special-tour/:id",
        () => import("../../features/trips/booking-page"),
        ["account", "tour-parts", "forms", "trip-labels"],
        { props: { kind: "special" } },
      ),
      // Printable receipts: of a booking, and of each payment of a tailored trip.
      page(
        "account/trips/tour/:id/receipt",
        () => import("../../features/trips/booking-receipt-page"),
        ["receipts", "account"],
        { props: { kind: "group" } },
      ),
      page(
        "account/trips/special-tour/:id/receipt",
        () => import("../../features/trips/booking-receipt-page"),
        ["receipts", "account"],
        { props: { kind: "special" } },
      ),
      page(
        "account/trips/request/:id/receipt/:part",
        () => import("../../features/trips/trip-receipt-page"),
        ["receipts", "account", "trip-labels"],
      ),
    ]),
  ];
}
