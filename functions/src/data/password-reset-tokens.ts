import { isDynamoDbError } from "./conditional-write.js";
import * as keys from "./keys.js";
import { putItem, updateItem } from "./table.js";

/** Only the token's hash is stored; the table's TTL removes it some time after it expires. */
export async function saveResetToken(token: {
  hash: string;
  email: string;
  expiresAt: number;
}): Promise<void> {
  await putItem({
    Item: {
      ...keys.resetToken(token.hash),
      entity: "resetToken",
      email: token.email,
      expiresAt: token.expiresAt,
    },
  });
}

/**
 * Marks the token used, if it exists, is unused and has not expired, in one conditional write: of
 * two requests racing with the same link, one wins. Returns the account's e-mail, or undefined.
 */
export async function consumeResetToken(hash: string, nowSeconds: number): Promise<string | undefined> {
  try {
    const { Attributes } = await updateItem({
      Key: keys.resetToken(hash),
      UpdateExpression: "SET usedAt = :now",
      ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now",
      ExpressionAttributeValues: { ":now": nowSeconds },
      ReturnValues: "ALL_NEW",
    });
    return typeof Attributes?.email === "string" ? Attributes.email : undefined;
  } catch (error) {
    if (isDynamoDbError(error, "ConditionalCheckFailedException")) return undefined;
    throw error;
  }
}

/** Undoes consumeResetToken when the new password could not be set, so the link still works. */
export async function releaseResetToken(hash: string): Promise<void> {
  await updateItem({
    Key: keys.resetToken(hash),
    UpdateExpression: "REMOVE usedAt",
  });
}
