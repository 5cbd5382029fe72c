import type { CancellationReason, TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { isSdkError } from "../platform/runtime-sdk.js";

/** Whether an error is DynamoDB's exception of that name (told by name: platform/runtime-sdk.ts). */
export const isDynamoDbError = (
  error: unknown,
  name: "ConditionalCheckFailedException" | "TransactionCanceledException",
): boolean => isSdkError(error, name);

/** Why a transaction was cancelled, item by item, in the order of its items; empty for any other error. */
export function cancellationReasons(error: unknown): CancellationReason[] {
  if (!isDynamoDbError(error, "TransactionCanceledException")) return [];
  return (error as TransactionCanceledException).CancellationReasons ?? [];
}

/** Whether the transaction's item at `index` (in the order of its items) failed its condition. */
export const conditionFailedAt = (error: unknown, index: number): boolean =>
  cancellationReasons(error)[index]?.Code === "ConditionalCheckFailed";

/** Whether a transaction met another writing the same item at once (worth a retry). */
export const transactionConflicted = (error: unknown): boolean =>
  cancellationReasons(error).some((reason) => reason.Code === "TransactionConflict");

/**
 * Concurrent transactions on the same item can cancel each other ("TransactionConflict"), a busy
 * departure's holds above all; that says nothing about their conditions, so such a write is tried
 * again after a short random pause.
 */
export async function withConflictRetries<T>(write: () => Promise<T>, attempts = 12): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!transactionConflicted(error) || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}

/**
 * Runs a write whose condition may not hold and says whether it did: a failed condition is an
 * answer ("already used", "no longer held"), not an error. Other failures are thrown.
 */
export async function whenConditionHolds(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isDynamoDbError(error, "ConditionalCheckFailedException")) return false;
    throw error;
  }
}
