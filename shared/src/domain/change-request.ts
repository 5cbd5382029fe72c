/** The fields that decide whether a traveller's change request still waits for the agency. */
export interface ChangeRequestState {
  status: string;
  changeRequests: readonly { createdAt: string }[];
  offer?: { sentAt: string } | undefined;
}

/** Requests an agent can still act on; a cancelled or expired one waits for nobody. */
const answerable = new Set(["in-progress", "offer-available", "booked"]);

/**
 * Whether a change request waits for the agent: one came in after the latest offer was sent, or
 * before any offer at all. The one rule for the agents' console's marker, count and filter.
 */
export function changeRequestWaiting(request: ChangeRequestState): boolean {
  if (!answerable.has(request.status)) return false;
  const sentAt = request.offer ? Date.parse(request.offer.sentAt) : Number.NEGATIVE_INFINITY;
  return request.changeRequests.some((change) => Date.parse(change.createdAt) > sentAt);
}
