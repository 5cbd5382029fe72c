import { ensureTable } from "@tembea/functions/data/create-table";
import { type LocalDynamoDb, startLocalDynamoDb } from "@tembea/functions/data/local-dynamodb";

/** DynamoDB Local with its data under .data/, and the single table created from its schema. */
export async function startDynamoDbWithTable(options: {
  port: number;
  dataDir: string;
  tableName: string;
}): Promise<LocalDynamoDb> {
  const dynamo = await startLocalDynamoDb({ port: options.port, dataDir: options.dataDir });
  try {
    await ensureTable(dynamo.client, options.tableName);
    return dynamo;
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
