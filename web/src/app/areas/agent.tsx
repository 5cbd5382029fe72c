import { requireAgent } from "../../features/auth/guards";
import { AgentLayout } from "../layout/agent-layout";
import type { AppRoute } from "../navigation";
import { guarded, page } from "../page-route";

/** The agents' console. Loads with the first visit to one of its pages (router.tsx). */
export function routes(): AppRoute[] {
  return [
    guarded(requireAgent, <AgentLayout />, [
      page("agent", () => import("../../features/agent-console/request-list-page"), ["agent", "trip-labels"]),
      page("agent/requests/:id", () => import("../../features/agent-console/request-detail-page"), [
        "agent",
        "forms",
        "trip-labels",
      ]),
      page("agent/agency", () => import("../../features/agency/agency-page"), ["agent"]),
      page("agent/history", () => import("../../features/agency/history-page"), ["agent"]),
      page("agent/statements", () => import("../../features/statements/agent-statement-page"), ["agent"]),
    ]),
  ];
}
