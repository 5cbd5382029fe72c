import * as keys from "./keys.js";
import type { TransactItemInTable } from "./table.js";

/** How long a handled event's record is kept: longer than the provider redelivers an event (3 days). */
const keptSeconds = 90 * 24 * 3600;

/**
 * The record of a payment event handled, for the same transaction as what the event changes: its
 * key is the provider's event id, so a redelivered event fails that transaction's condition and
 * changes nothing twice (the webhook's idempotency, docs/architecture.md).
 */
export function paymentEventPut(
  eventId: string,
  handledAt: string,
  about: { bookingId: string } | { tripRequestId: string },
): TransactItemInTable {
  return {
    Put: {
      Item: {
        ...keys.paymentEvent(eventId),
        entity: "paymentEvent",
        ...about,
        handledAt,
        expiresAt: Math.floor(Date.parse(handledAt) / 1000) + keptSeconds,
      },
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}
