import * as keys from "./keys.js";
import { getItem, type TransactItemInTable } from "./table.js";

/**
 * A submission an Idempotency-Key named (docs/decisions/0037-submissions-sent-once.md): what was
 * sent, as its fingerprint, and what it was answered, as sent.
 */
export interface Submission {
  key: string;
  /** The endpoint, the caller and the body, hashed (core/submissions/once.ts). */
  fingerprint: string;
  /** The answer, as JSON text: given again, byte for byte, to a retry. */
  answer: string;
  /** Until when a retry is answered it; epoch seconds, also the item's TTL. */
  expiresAt: number;
}

/** Another request claimed the key first (a retry sent while the first was still at work). */
export class SubmissionTakenError extends Error {
  constructor() {
    super("the submission's key is taken");
    this.name = "SubmissionTakenError";
  }
}

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The transaction item that claims a key, for the transaction that writes what the submission made:
 * so a submission is kept exactly when its work is, and never without it. On condition that no live
 * submission holds the key; one past its time that the TTL has not yet removed counts as none.
 */
export function submissionClaim(submission: Submission, now = new Date()): TransactItemInTable {
  return {
    Put: {
      Item: { ...keys.submission(submission.key), entity: "submission", ...submission },
      ConditionExpression: "attribute_not_exists(pk) OR expiresAt <= :now",
      ExpressionAttributeValues: { ":now": epochSeconds(now) },
    },
  };
}

/**
 * The live submission a key names. Read consistently: the retry of a request whose answer was lost
 * comes a moment after its transaction.
 */
export async function findSubmission(key: string, now: Date): Promise<Submission | undefined> {
  const { Item } = await getItem({ Key: keys.submission(key), ConsistentRead: true });
  if (!Item || typeof Item.expiresAt !== "number" || Item.expiresAt <= epochSeconds(now)) return undefined;
  return {
    key,
    fingerprint: String(Item.fingerprint),
    answer: String(Item.answer),
    expiresAt: Item.expiresAt,
  };
}
