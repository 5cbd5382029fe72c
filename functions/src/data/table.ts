import type {
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  TransactWriteCommandInput,
  UpdateCommandInput,
} from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client.js";
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "./dynamodb-sdk.js";
import type { IndexPartition } from "./keys.js";
import type { GlobalSecondaryIndex } from "./table-schema.js";

/**
 * The requests the data layer sends, each to the single table: the one place that names the table
 * and fills in attribute names. A request's expressions may write any attribute as `#name`; it
 * stands for `name` unless the request's ExpressionAttributeNames says otherwise, and only the
 * names the expressions use are sent (DynamoDB refuses a request with others). So `#status` needs
 * no declaration, and a caller may hand over more names than one of its expressions uses.
 *
 * One function per operation, each sending one kind of command: infra/cdk/bundle-table-access.ts
 * counts a data-layer function that calls `getItem` or `queryItems` as reading, one that calls the
 * others as writing, as it would for the command itself.
 */
export type InTable<T> = Omit<T, "TableName">;

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];
export type TransactItemInTable = { [K in keyof TransactItem]?: InTable<NonNullable<TransactItem[K]>> };

/** A request with the table's name and the attribute names its expressions use. */
export function inTable<T extends { ExpressionAttributeNames?: Record<string, string> }>(
  input: T,
): T & { TableName: string } {
  const names: Record<string, string> = {};
  for (const [field, value] of Object.entries(input))
    if (field.endsWith("Expression"))
      for (const name of String(value).match(/#\w+/g) ?? [])
        names[name] = input.ExpressionAttributeNames?.[name] ?? name.slice(1);
  // Undefined when none is used: the SDK leaves an undefined member out of the request.
  const used = Object.keys(names).length > 0 ? names : undefined;
  return { ...input, TableName: tableName(), ExpressionAttributeNames: used };
}

/**
 * A Query's index, key condition and values for an index partition (keys.ts): the partition whole,
 * or the part of it where the sort key, written `#sk`, meets the `sortKey` condition (`"#sk < :now"`);
 * `names` for the request's other expressions.
 */
export function onIndex(
  { index, value }: IndexPartition,
  {
    sortKey,
    values = {},
    names = {},
  }: { sortKey?: string; values?: Record<string, unknown>; names?: Record<string, string> } = {},
) {
  return {
    IndexName: index.indexName,
    KeyConditionExpression: sortKey ? `#pk = :pk AND ${sortKey}` : "#pk = :pk",
    ExpressionAttributeNames: { "#pk": index.partitionKey, "#sk": index.sortKey, ...names },
    ExpressionAttributeValues: { ":pk": value, ...values },
  };
}

/**
 * An index's key attributes as `#indexPk` and `#indexSk`, and an entry's values as `:indexPk` and
 * `:indexSk`, for updates that set or remove an item's entry (the index from keys.ts's `indexOf`).
 */
export const indexNames = (index: GlobalSecondaryIndex) => ({
  "#indexPk": index.partitionKey,
  "#indexSk": index.sortKey,
});
export const indexEntryValues = (index: GlobalSecondaryIndex, entry: Record<string, string>) => ({
  ":indexPk": entry[index.partitionKey],
  ":indexSk": entry[index.sortKey],
});

export const getItem = (input: InTable<GetCommandInput>) => db().send(new GetCommand(inTable(input)));

export const queryItems = (input: InTable<QueryCommandInput>) => db().send(new QueryCommand(inTable(input)));

export const putItem = (input: InTable<PutCommandInput>) => db().send(new PutCommand(inTable(input)));

export const updateItem = (input: InTable<UpdateCommandInput>) =>
  db().send(new UpdateCommand(inTable(input)));

export const deleteItem = (input: InTable<DeleteCommandInput>) =>
  db().send(new DeleteCommand(inTable(input)));

/** A transaction whose every item is in the table. */
export const transactWrite = ({ TransactItems }: { TransactItems: TransactItemInTable[] }) =>
  db().send(
    new TransactWriteCommand({
      TransactItems: TransactItems.map((item) =>
        Object.fromEntries(Object.entries(item).map(([operation, input]) => [operation, inTable(input)])),
      ),
    }),
  );
