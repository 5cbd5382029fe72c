import { requireAdmin } from "../../features/auth/guards";
import { AdminLayout } from "../layout/admin-layout";
import type { AppRoute } from "../navigation";
import { guarded, page } from "../page-route";

/** The operator's area. Loads with the first visit to one of its pages (router.tsx). */
export function routes(): AppRoute[] {
  return [
    guarded(requireAdmin, <AdminLayout />, [
      page("admin", () => import("../../features/admin/agencies-page"), ["admin"]),
      page("admin/agencies/new", () => import("../../features/admin/new-agency-page"), ["admin", "forms"]),
      page("admin/agencies/:agencyId", () => import("../../features/admin/agency-page"), [
        "admin",
        "agent",
        "forms",
      ]),
      page("admin/history", () => import("../../features/admin/history-page"), ["admin", "agent"]),
      page("admin/statements", () => import("../../features/admin/statements-page"), ["admin", "agent"]),
      page(
        "admin/agencies/:agencyId/statements",
        () => import("../../features/admin/agency-statement-page"),
        ["admin", "agent"],
      ),
    ]),
  ];
}
