import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { db } from "./client.js";
import { paginateQuery } from "./dynamodb-sdk.js";
import { type InTable, inTable } from "./table.js";

/**
 * Follows a Query's pages up to a bound. Lists that a page needs whole (to sort by a translated name
 * or count pages) are read this way; the bound keeps a read from ever growing without limit.
 */
export async function queryAll(
  input: InTable<QueryCommandInput>,
  maxItems = 1000,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery(
    { client: db(), pageSize: Math.min(maxItems, 500) },
    inTable(input),
  )) {
    for (const item of page.Items ?? []) {
      items.push(item);
      if (items.length >= maxItems) return items;
    }
  }
  return items;
}

/**
 * Every page of a Query, without a bound, one page at a time: for a backfill, which must reach every
 * item however many there are, and holds only one page in memory.
 */
export async function* queryPages(
  input: InTable<QueryCommandInput>,
  pageSize = 500,
): AsyncGenerator<Record<string, unknown>[]> {
  for await (const page of paginateQuery({ client: db(), pageSize }, inTable(input))) yield page.Items ?? [];
}
