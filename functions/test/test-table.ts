import { randomUUID } from "node:crypto";
import { DeleteTableCommand, DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { ensureTable } from "@tembea/infra/local/services/create-table";
import { afterAll, beforeAll } from "vitest";
import { tableNameVariable } from "../src/data/table-schema.js";

/** Gives the calling test file a fresh table of its own in the run's DynamoDB Local. */
export interface TestTable {
  client: () => DynamoDBClient;
  name: string;
  /** Every item, sorted, to compare the table before and after a request that must write nothing. */
  items: () => Promise<string[]>;
}

export function useTestTable(): TestTable {
  const name = `test-${randomUUID()}`;
  let client: DynamoDBClient | undefined;
  beforeAll(async () => {
    client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT });
    await ensureTable(client, name);
    process.env[tableNameVariable] = name;
  });
  afterAll(async () => {
    await client?.send(new DeleteTableCommand({ TableName: name }));
    client?.destroy();
  });
  const ready = () => {
    if (!client) throw new Error("table not ready");
    return client;
  };
  return {
    name,
    client: ready,
    items: async () => {
      const items: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ready().send(
          new ScanCommand({ TableName: name, ExclusiveStartKey: start as never, ConsistentRead: true }),
        );
        for (const item of page.Items ?? []) items.push(JSON.stringify(item));
        start = page.LastEvaluatedKey;
      } while (start);
      return items.sort();
    },
  };
}
