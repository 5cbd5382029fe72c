import { type LedgerEntry, LedgerEntrySchema } from "@tembea/shared";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { queryPages } from "./query-all.js";
import type { TransactItemInTable } from "./table.js";

/**
 * The Put that records a movement of money, for the same transaction as the change that moved it
 * (a booking confirmed, a refund paid): one never exists without the other, and the condition makes
 * a second recording of the same movement fail that transaction rather than count twice.
 */
export function ledgerEntryPut(entry: LedgerEntry): TransactItemInTable {
  return {
    Put: {
      Item: {
        ...keys.ledgerEntry(entry.agencyId, entry.at, entry.kind, entry.entryId),
        entity: "ledgerEntry",
        ...entry,
      },
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}

/**
 * An agency's movements in one month ("YYYY-MM", UTC), oldest first: a range of its ledger's sort
 * key, which starts with the ISO time. Read whole, page by page: a statement that left entries out
 * would pay the agency a wrong amount, and a month of even a busy agency is a few hundred items.
 */
export async function ledgerOfMonth(agencyId: string, month: string): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for await (const page of queryPages({
    KeyConditionExpression: "pk = :pk AND begins_with(sk, :month)",
    ExpressionAttributeValues: { ":pk": keys.ledgerOfAgencyPartition(agencyId).pk, ":month": `${month}-` },
  }))
    for (const item of page) entries.push(LedgerEntrySchema.parse(withoutKeys(item)));
  return entries;
}
