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
