import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client.js";

/**
 * Writes an item only when its key is free. Seeding uses it so a restart never resets what the
 * running site changed (places taken, ratings updated). Returns whether it wrote.
 */
export async function putIfAbsent(
  item: Record<string, unknown> & { pk: string; sk: string },
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: "attribute_not_exists(pk)" }),
    );
    return true;
  } catch (error) {
    if (
      error instanceof ConditionalCheckFailedException ||
      (error as Error).name === "ConditionalCheckFailedException"
    ) {
      return false;
    }
    throw error;
  }
}
