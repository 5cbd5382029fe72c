import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndexDescription,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import { tableSchema } from "@tembea/functions/data/table-schema";

type IndexSchema = (typeof tableSchema.globalSecondaryIndexes)[number];

/**
 * Creates the single table from its schema when it is missing (local twin and tests; in AWS the CDK
 * stack creates it from the same schema). A table made from an older schema (a developer's `.data/`)
 * gets the indexes it lacks; their names are returned, since items written before carry no entry in
 * them until backfilled (`backfillIndexes`).
 */
export async function ensureTable(client: DynamoDBClient, name: string): Promise<string[]> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    return await addMissingIndexes(client, name, Table?.GlobalSecondaryIndexes ?? []);
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await createTable(client, name);
  return [];
}

async function addMissingIndexes(
  client: DynamoDBClient,
  name: string,
  present: GlobalSecondaryIndexDescription[],
): Promise<string[]> {
  const missing = tableSchema.globalSecondaryIndexes.filter(
    (g) => !present.some((p) => p.IndexName === g.indexName),
  );
  // DynamoDB adds one index per UpdateTable.
  for (const index of missing) {
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((AttributeName) => ({
          AttributeName,
          AttributeType: "S",
        })),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    await waitUntilIndexActive(client, name, index.indexName);
  }
  return missing.map((g) => g.indexName);
}

async function waitUntilIndexActive(client: DynamoDBClient, name: string, indexName: string) {
  for (let attempt = 0; attempt < 150; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    const index = Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === indexName);
    if (index?.IndexStatus === "ACTIVE") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`index ${indexName} of ${name} did not become active`);
}

function indexDefinition(index: IndexSchema) {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: "HASH" as const },
      { AttributeName: index.sortKey, KeyType: "RANGE" as const },
    ],
    Projection: { ProjectionType: "ALL" as const },
  };
}

async function createTable(client: DynamoDBClient, name: string): Promise<void> {
  const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute } = tableSchema;
  const keyNames = [
    partitionKey,
    sortKey,
    ...globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: "PAY_PER_REQUEST",
      AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: "S" })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: "HASH" },
        { AttributeName: sortKey, KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map(indexDefinition),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 0.2, maxDelay: 1 }, { TableName: name });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
    }),
  );
}
