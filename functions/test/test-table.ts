import { randomUUID } from "node:crypto";
import { DeleteTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll } from "vitest";
import { ensureTable } from "../src/data/create-table.js";
import { tableNameVariable } from "../src/data/table-schema.js";

/** Gives the calling test file a fresh table of its own in the run's DynamoDB Local. */
export function useTestTable(): { client: () => DynamoDBClient; name: string } {
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
  return {
    name,
    client: () => {
      if (!client) throw new Error("table not ready");
      return client;
    },
  };
}
