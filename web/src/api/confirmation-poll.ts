/**
 * Pages back from a checkout read their booking or request again until the payment provider's
 * confirmation has arrived. They ask every few seconds, but not for ever: after `maxReads` answers
 * (about a minute) they stop and say so, offering to check again.
 */
export const confirmationPoll = { intervalMs: 3000, maxReads: 20 } as const;

/** The query's refetch interval: every `intervalMs` while still waiting, until `maxReads` answers. */
export function confirmationPollInterval(
  waiting: boolean,
  reads: number,
  poll: { intervalMs: number; maxReads: number } = confirmationPoll,
): number | false {
  return waiting && reads < poll.maxReads ? poll.intervalMs : false;
}

/** Whether the page stopped asking while the confirmation is still missing. */
export function confirmationPollGaveUp(
  waiting: boolean,
  reads: number,
  poll: { intervalMs: number; maxReads: number } = confirmationPoll,
): boolean {
  return waiting && reads >= poll.maxReads;
}
