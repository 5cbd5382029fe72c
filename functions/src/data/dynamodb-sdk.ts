import { requireRuntimeSdk } from "../platform/runtime-sdk.js";

/**
 * The document client and the commands the data layer sends, from `@aws-sdk/lib-dynamodb`, required
 * rather than imported (platform/runtime-sdk.ts): imported, the package cost every function that
 * reads the table about 10 ms more of its cold start on a quiet machine, 30 ms on a busy one.
 * table.ts and query-all.ts take them from here (data modules send through table.ts), and their
 * types (`QueryCommandInput`, …) with `import type` from the package, which loads nothing.
 *
 * infra/cdk/bundle-table-access.ts reads which of these a function's bundle uses to grant it table
 * access, by the names destructured here.
 */
export const {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  paginateQuery,
} = requireRuntimeSdk("@aws-sdk/lib-dynamodb") as typeof import("@aws-sdk/lib-dynamodb");
