import { whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { getItem, updateItem } from "./table.js";

/**
 * The second from which an account's tokens count: a password reset or change moves it to "now".
 * Cognito cannot revoke an ID token it issued, so the API compares each token's issue time with it
 * (middleware/authorize.ts). Undefined: the password never changed, every token counts.
 */
export async function sessionsValidSince(userId: string): Promise<number | undefined> {
  const { Item } = await getItem({
    Key: keys.sessionsStamp(userId),
    ProjectionExpression: "validSince",
  });
  return typeof Item?.validSince === "number" ? Item.validSince : undefined;
}

/** Ends every session opened before `second`; never moves the stamp back (a late retry of an older change). */
export async function endSessionsBefore(userId: string, second: number): Promise<void> {
  // A failed condition means the stamp is at or past this second already: nothing to move.
  await whenConditionHolds(() =>
    updateItem({
      Key: keys.sessionsStamp(userId),
      UpdateExpression: "SET entity = :entity, validSince = :second",
      ConditionExpression: "attribute_not_exists(validSince) OR validSince < :second",
      ExpressionAttributeValues: { ":entity": "sessions", ":second": second },
    }),
  );
}
