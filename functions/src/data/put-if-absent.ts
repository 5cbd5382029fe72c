import { whenConditionHolds } from "./conditional-write.js";
import { putItem } from "./table.js";

/**
 * Writes an item only when its key is free. Seeding uses it so a restart never resets what the
 * running site changed (places taken, ratings updated). Returns whether it wrote.
 */
export async function putIfAbsent(
  item: Record<string, unknown> & { pk: string; sk: string },
): Promise<boolean> {
  return whenConditionHolds(() => putItem({ Item: item, ConditionExpression: "attribute_not_exists(pk)" }));
}
