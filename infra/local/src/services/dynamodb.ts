import { ensureTable } from "./create-table.js";
import { type LocalDynamoDb, startLocalDynamoDb } from "./local-dynamodb.js";

/**
 * DynamoDB Local with its data under .data/, and the single table created from its schema;
 * `addedIndexes` names the indexes a table kept from an older schema got now (the twin backfills
 * every index at each start, so one added by an interrupted start is filled too).
 */
export async function startDynamoDbWithTable(options: {
  port: number;
  dataDir: string;
  tableName: string;
}): Promise<LocalDynamoDb & { addedIndexes: string[] }> {
  const dynamo = await startLocalDynamoDb({ port: options.port, dataDir: options.dataDir });
  try {
    const addedIndexes = await ensureTable(dynamo.client, options.tableName);
    return Object.assign(dynamo, { addedIndexes });
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
