/** The fields that decide whether a traveller's change request still waits for the agency. */
export interface ChangeRequestState {
  status: string;
  changeRequests: readonly { createdAt: string }[];
  offer?: { sentAt: string } | undefined;
}

/**
 * Requests whose change requests an agent answers with an offer. A booked trip takes no new offer,
 * so nothing could ever clear its marker: the agency hears of such a change by mail.
 */
const answerable = new Set(["in-progress", "offer-available"]);

/**
 * Whether a change request waits for the agent: one came in after the latest offer was sent, or
 * before any offer at all. The one rule for the agents' console's marker, count and filter.
 */
export function changeRequestWaiting(request: ChangeRequestState): boolean {
  if (!answerable.has(request.status)) return false;
  const sentAt = request.offer ? Date.parse(request.offer.sentAt) : Number.NEGATIVE_INFINITY;
  return request.changeRequests.some((change) => Date.parse(change.createdAt) > sentAt);
}
