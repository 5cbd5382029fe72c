import { type AuditEntry, AuditEntrySchema, type AuditPage } from "@tembea/shared";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { onIndex, putItem, queryItems, type TransactItemInTable } from "./table.js";

/**
 * The operator's own records (staff invited) are kept under a scope no agency id can be: ids are
 * lower-case slugs (shared/src/domain/tour.ts).
 */
export const operatorScope = "OPERATOR";
const scopeOf = (entry: AuditEntry) => entry.agencyId ?? operatorScope;

function auditItem(entry: AuditEntry) {
  return {
    ...keys.auditEntry(scopeOf(entry), entry.at, entry.entryId),
    ...keys.auditOfMonthEntry(entry.at, entry.entryId, entry.at.slice(0, 7)),
    entity: "auditEntry",
    ...entry,
  };
}

/**
 * The Put that records an entry, for the same transaction as the change it records: a change is
 * never stored without its entry, nor an entry without its change.
 */
export function auditEntryPut(entry: AuditEntry): TransactItemInTable {
  return { Put: { Item: auditItem(entry), ConditionExpression: "attribute_not_exists(pk)" } };
}

/** Records an entry by itself, for changes made outside the table (a Cognito user disabled). */
export async function putAuditEntry(entry: AuditEntry): Promise<void> {
  await putItem({ Item: auditItem(entry), ConditionExpression: "attribute_not_exists(pk)" });
}

const pageSize = 50;

/** An agency's history, newest first, a page at a time. */
export async function auditOfAgency(agencyId: string, cursor?: string): Promise<AuditPage> {
  const { pk } = keys.auditScopePartition(agencyId);
  const { Items, LastEvaluatedKey } = await queryItems({
    KeyConditionExpression: "#pk = :pk",
    ExpressionAttributeValues: { ":pk": pk },
    ScanIndexForward: false,
    Limit: pageSize,
    ExclusiveStartKey: fromCursor(cursor, { pk }, ["pk", "sk"]),
  });
  return page(Items, LastEvaluatedKey);
}

/** Everyone's history in one month ("2026-11"), newest first, a page at a time: the operator's view. */
export async function auditOfMonth(yearMonth: string, cursor?: string): Promise<AuditPage> {
  const partition = keys.auditOfMonthPartition(yearMonth);
  const { partitionKey, sortKey } = partition.index;
  const { Items, LastEvaluatedKey } = await queryItems({
    ...onIndex(partition),
    ScanIndexForward: false,
    Limit: pageSize,
    ExclusiveStartKey: fromCursor(cursor, { [partitionKey]: partition.value }, [
      "pk",
      "sk",
      partitionKey,
      sortKey,
    ]),
  });
  return page(Items, LastEvaluatedKey);
}

function page(
  items: Record<string, unknown>[] | undefined,
  last: Record<string, unknown> | undefined,
): AuditPage {
  return {
    entries: (items ?? []).map((item) => AuditEntrySchema.parse(withoutKeys(item))),
    cursor: last ? Buffer.from(JSON.stringify(last)).toString("base64url") : undefined,
  };
}

/**
 * A cursor is the last key of the page before, as the table gave it. One that is not a key of the
 * partition being read (unreadable, edited, from another list) reads the first page, as no cursor
 * does: the table would refuse it, and it must never read past the partition.
 */
function fromCursor(
  cursor: string | undefined,
  partition: Record<string, string>,
  attributes: string[],
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!key || typeof key !== "object") return undefined;
  const entries = Object.entries(key);
  const fits =
    entries.length === attributes.length &&
    entries.every(([name, value]) => attributes.includes(name) && typeof value === "string") &&
    Object.entries(partition).every(([name, value]) => (key as Record<string, unknown>)[name] === value);
  return fits ? (key as Record<string, string>) : undefined;
}
