import { randomInt } from "node:crypto";
import { drawReference } from "@tembea/shared";
import { whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { putItem } from "./table.js";

/** What a reference names: one booking or one tailored-trip request, never both. */
export type ReferenceTarget = { bookingId: string } | { tripRequestId: string };

/** The reference drawn for a new booking or request names something else already. */
export class ReferenceTakenError extends Error {
  constructor(reference: string) {
    super(`reference ${reference} is taken`);
    this.name = "ReferenceTakenError";
  }
}

/** A random reference: crypto.randomInt draws each symbol without modulo bias. */
export const newReference = (): string => drawReference((max) => randomInt(max));

/**
 * The transaction item that makes a reference unique (docs/decisions/0003-short-references.md): it
 * is written with the booking or request it names, in the same transaction, on condition that no
 * item holds that reference yet. So a reference names exactly one thing, and exists only with it.
 */
export function referenceClaim(reference: string, target: ReferenceTarget) {
  return {
    Put: {
      Item: { ...keys.reference(reference), entity: "reference", reference, ...target },
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}

/**
 * Runs a write that claims a reference (referenceClaim), drawing another when the one drawn is
 * taken. With 24.3 million references a draw is taken with the probability of the share already
 * used; five draws in a row all taken mean the space is filling up (time for a sixth symbol), and
 * the last refusal is thrown.
 */
export async function withFreshReference<T>(
  write: (reference: string) => Promise<T>,
  draw: () => string = newReference,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(draw());
    } catch (error) {
      if (!(error instanceof ReferenceTakenError) || attempt >= attempts) throw error;
    }
  }
}

/**
 * Seeding: a demo item's fixed reference, claimed for it on every start (the item it already names
 * keeps it). False when another item holds it, and the demo item then goes without.
 */
export async function claimReferenceFor(reference: string, target: ReferenceTarget): Promise<boolean> {
  const [attribute, id] =
    "bookingId" in target ? ["bookingId", target.bookingId] : ["tripRequestId", target.tripRequestId];
  return whenConditionHolds(() =>
    putItem({
      Item: { ...keys.reference(reference), entity: "reference", reference, ...target },
      ConditionExpression: "attribute_not_exists(pk) OR #target = :id",
      ExpressionAttributeNames: { "#target": attribute },
      ExpressionAttributeValues: { ":id": id },
    }),
  );
}
