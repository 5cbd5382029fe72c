import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { db } from "./client.js";
import { paginateQuery } from "./dynamodb-sdk.js";

/**
 * Follows a Query's pages up to a bound. Lists that a page needs whole (to sort by a translated name
 * or count pages) are read this way; the bound keeps a read from ever growing without limit.
 */
export async function queryAll(
  input: QueryCommandInput,
  maxItems = 1000,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: db(), pageSize: Math.min(maxItems, 500) }, input)) {
    for (const item of page.Items ?? []) {
      items.push(item);
      if (items.length >= maxItems) return items;
    }
  }
  return items;
}
