import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy from "@middy/core";
import type { DynamoDBStreamEvent } from "aws-lambda";
import {
  type TableStreamRecord,
  type TourPageKey,
  tourPageChanges,
  tourPagesStoreVariable,
} from "../data/tour-pages.js";
import { logger } from "../middleware/logger.js";
import { type KeyValueStoreApi, keyValueStoreApi, updateKeys } from "./key-value-store.js";

/** The store's calls this function makes (key-value-store.ts), so a test can hold them. */
export type TourPagesStore = KeyValueStoreApi;

/**
 * The table's stream (tour items only, by the event source's filter) keeps the CloudFront
 * KeyValueStore of tour pages in step: a tour written puts its page's key, a tour removed deletes it
 * (functions/src/data/tour-pages.ts). A failed call fails the batch, and Lambda hands it again: the
 * changes are idempotent. Only keys the store holds are deleted, so a repeated batch cannot fail on
 * a delete done before.
 */
export async function syncTourPages(
  records: readonly TableStreamRecord[],
  store: TourPagesStore,
): Promise<{ puts: TourPageKey[]; deletes: TourPageKey[] }> {
  const { puts, deletes: removed } = tourPageChanges(records);
  const deletes: TourPageKey[] = [];
  for (const key of removed) if (await store.has(key)) deletes.push(key);
  if (puts.length + deletes.length === 0) return { puts, deletes };
  await updateKeys(store, await store.etag(), puts, deletes);
  logger.info("tour pages updated", { puts, deletes });
  return { puts, deletes };
}

let store: TourPagesStore | undefined;

/**
 * The stream's batches (they carry `Records`) are synced; any other event is a reconcile: the deploy's
 * trigger invokes it with none, the daily schedule with EventBridge's. The reconcile, and with it the
 * data layer and the runtime's DynamoDB clients, loads only then: a stream batch never needs them.
 */
export const handler = middy<DynamoDBStreamEvent | Record<string, unknown>, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    const arn = process.env[tourPagesStoreVariable];
    if (!arn) throw new Error(`${tourPagesStoreVariable} is not set`);
    store ??= keyValueStoreApi(arn);
    if (Array.isArray(event.Records)) await syncTourPages(event.Records as TableStreamRecord[], store);
    else await (await import("./reconcile-tour-pages.js")).reconcileTourPages(store);
  });
