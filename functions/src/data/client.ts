import { createRequire } from "node:module";
import type * as DynamoDB from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { tableNameVariable } from "./table-schema.js";

/**
 * The low-level client package is loaded with require(), not import. Both give the same module (the
 * Lambda runtime's SDK, CommonJS), but an ESM import of a CommonJS file makes Node parse it twice more
 * before running it (once to detect its format, once to find its export names), and this one file is
 * 180 KB: about 20 ms of every cold start whose bundle imports the package nowhere else.
 */
const { DynamoDBClient } = createRequire(import.meta.url)("@aws-sdk/client-dynamodb") as typeof DynamoDB;

let documentClient: DynamoDBDocumentClient | undefined;

/**
 * One client per process, reused across invocations. DYNAMODB_ENDPOINT points it at DynamoDB Local
 * on the local twin and in tests; in AWS it is unset and the SDK finds the regional endpoint.
 */
export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}),
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
