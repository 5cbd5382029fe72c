import { whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { updateItem } from "./table.js";

export interface AttemptWindow {
  /** What is limited, e.g. "signUp:client:3600" (per client, in windows of an hour). */
  scope: string;
  /** A hash of who is limited (an address, a client IP): no address is stored as it is. */
  subjectHash: string;
  limit: number;
  windowSeconds: number;
  now: Date;
}

/**
 * Counts one attempt in the current fixed window, on the condition that the window still has room:
 * one conditional update, so concurrent attempts cannot pass the limit together. Returns false when
 * the window is full. The table's TTL removes windows a minute after they end.
 */
export async function takeAttempt(window: AttemptWindow): Promise<boolean> {
  const nowSeconds = Math.floor(window.now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % window.windowSeconds);
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.rateWindow(window.scope, window.subjectHash, windowStart),
      UpdateExpression: "ADD attempts :one SET expiresAt = :expiresAt, entity = :entity",
      ConditionExpression: "attribute_not_exists(attempts) OR attempts < :limit",
      ExpressionAttributeValues: {
        ":one": 1,
        ":limit": window.limit,
        ":expiresAt": windowStart + window.windowSeconds + 60,
        ":entity": "rateWindow",
      },
    }),
  );
}
