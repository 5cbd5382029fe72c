import { requireAgent } from "../../features/auth/guards";
import { AgentLayout } from "../layout/agent-layout";
import type { AppRoute } from "../navigation";
import { guarded, page } from "../page-route";

/**
 * The agents' tours, an area of its own beside the requests' (agent.tsx): its pages share the
 * `tour-editor` catalog, not the requests' `agent` and `trip-labels`, so each area's stand-in loads
 * only what all its pages need. Loads with the first visit to one of its pages (router.tsx).
 */
export function routes(): AppRoute[] {
  return [
    guarded(requireAgent, <AgentLayout />, [
      page("agent/tours", () => import("../../features/tour-editor/tour-list-page"), [
        "tour-editor",
        "forms",
      ]),
      page("agent/tours/:tourId", () => import("../../features/tour-editor/tour-editor-page"), [
        "tour-editor",
        "forms",
      ]),
      page("agent/tours/:tourId/preview", () => import("../../features/tour-editor/preview-page"), [
        "tour-editor",
        "tours",
        "tour-parts",
      ]),
      page(
        "agent/tours/:tourId/departures/:startDate",
        () => import("../../features/manifest/manifest-page"),
        ["tour-editor", "forms"],
      ),
    ]),
  ];
}
