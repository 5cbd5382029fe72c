import type { TripRequest } from "@tembea/shared";

/** How the agent's list is ordered: as the API gives it (newest first), or by the 72-hour deadline. */
export const requestOrders = ["newest", "reply-due"] as const;
export type RequestOrder = (typeof requestOrders)[number];

/**
 * Reply due soonest first: requests still waiting for an offer by their deadline (overdue ones on
 * top, most overdue first); the others have no deadline and follow, newest first as listed.
 */
export function orderRequests<T extends Pick<TripRequest, "status" | "replyDueAt">>(
  requests: readonly T[],
  order: RequestOrder,
): T[] {
  if (order === "newest") return [...requests];
  const waiting = requests
    .filter((r) => r.status === "in-progress")
    .sort((a, b) => Date.parse(a.replyDueAt) - Date.parse(b.replyDueAt));
  return [...waiting, ...requests.filter((r) => r.status !== "in-progress")];
}
