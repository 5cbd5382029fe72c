import type { DynamoDBDocumentClient as DocumentClient } from "@aws-sdk/lib-dynamodb";
import { requireRuntimeSdk, runtimeClient } from "../platform/runtime-sdk.js";
import { DynamoDBDocumentClient } from "./dynamodb-sdk.js";
import { tableNameVariable } from "./table-schema.js";

// Required, not imported (platform/runtime-sdk.ts): about 20 ms of every cold start.
const { DynamoDBClient } = requireRuntimeSdk(
  "@aws-sdk/client-dynamodb",
) as typeof import("@aws-sdk/client-dynamodb");

let documentClient: DocumentClient | undefined;

/**
 * One client per process, reused across invocations. DYNAMODB_ENDPOINT points it at DynamoDB Local
 * on the local twin and in tests; in AWS it is unset and the SDK finds the regional endpoint.
 */
export function db(): DocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(
    runtimeClient(
      new DynamoDBClient(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}),
    ),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return documentClient;
}

/** Read per call, not at import, so the local twin and tests can point a process at another table. */
export function tableName(): string {
  const name = process.env[tableNameVariable];
  if (!name) throw new Error(`${tableNameVariable} is not set`);
  return name;
}
