import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy from "@middy/core";
import type { DynamoDBStreamEvent } from "aws-lambda";
import {
  type KeyValueStoreApi,
  keyValueStoreApi,
  storeArn,
  updateKeys,
} from "../../core/tour-pages/key-value-store.js";
import { type TableStreamRecord, type TourPageKey, tourPageChanges } from "../../data/tour-pages.js";
import { logger } from "../../platform/logger.js";

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

export const handler = middy<DynamoDBStreamEvent, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    store ??= keyValueStoreApi(storeArn());
    await syncTourPages(event.Records as TableStreamRecord[], store);
  });
