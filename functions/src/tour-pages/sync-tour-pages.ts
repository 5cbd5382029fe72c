import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy from "@middy/core";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { tourPageExists } from "../data/tour-page-lookup.js";
import {
  type TableStreamRecord,
  type TourPageKey,
  tourPageChanges,
  tourPagesStoreVariable,
} from "../data/tour-pages.js";
import { tourPageKeysInTable } from "../data/tour-pages-in-table.js";
import { logger } from "../middleware/logger.js";
import { isSdkError } from "../platform/runtime-sdk.js";
import { type KeyValueStoreApi, keyValueStoreApi } from "./key-value-store.js";

/** UpdateKeys takes at most 50 changes in one call. */
const changesPerCall = 50;
/** A reconcile that lost the race with the stream (the ETag moved) starts again, this often at most. */
const reconcileAttempts = 5;

/** The store's calls this function makes (key-value-store.ts), so a test can hold them. */
export type TourPagesStore = KeyValueStoreApi;

/** What the table says of tour pages, for the reconcile: every key, and whether one tour's page exists. */
export interface TourPagesInTable {
  pages(): AsyncIterable<TourPageKey[]>;
  exists(key: string): Promise<boolean>;
}

const table: TourPagesInTable = { pages: () => tourPageKeysInTable(), exists: tourPageExists };

/** Puts and deletes in UpdateKeys calls of at most 50, each naming the ETag the one before answered. */
async function update(store: TourPagesStore, etag: string, puts: TourPageKey[], deletes: TourPageKey[]) {
  const changes = [
    ...puts.map((key) => ({ key, put: true })),
    ...deletes.map((key) => ({ key, put: false })),
  ];
  let current = etag;
  for (let at = 0; at < changes.length; at += changesPerCall) {
    const part = changes.slice(at, at + changesPerCall);
    current = await store.update(
      current,
      part.filter((c) => c.put).map((c) => c.key),
      part.filter((c) => !c.put).map((c) => c.key),
    );
  }
}

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
  await update(store, await store.etag(), puts, deletes);
  logger.info("tour pages updated", { puts, deletes });
  return { puts, deletes };
}

/**
 * Makes the store hold exactly the table's tour pages: puts the key of every tour it lacks and
 * deletes every key of no tour. It runs on each deploy (the store of a stage that held tours before
 * it existed starts empty) and daily (a stream record given up after a day, a poison batch), and
 * changes nothing when the two agree, so it may run any time, beside the stream.
 *
 * The ETag is read before anything else and every update names it, so a change the stream made
 * meanwhile fails the update (ConflictException) rather than being undone from a stale view; the
 * reconcile then starts again. The tour list's index lags its table, so a key is put or deleted only
 * when the tour's own item (one GetItem) says so too.
 */
export async function reconcileTourPages(
  store: TourPagesStore,
  tourPages: TourPagesInTable = table,
): Promise<{ puts: TourPageKey[]; deletes: TourPageKey[] }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await reconcileOnce(store, tourPages);
    } catch (error) {
      if (attempt >= reconcileAttempts || !isSdkError(error, "ConflictException")) throw error;
      logger.info("the store changed during the reconcile; starting again", { attempt });
    }
  }
}

async function reconcileOnce(store: TourPagesStore, tourPages: TourPagesInTable) {
  const etag = await store.etag();
  const held = new Set<string>();
  let next: string | undefined;
  do {
    const page = await store.listKeys(next);
    for (const key of page.keys) held.add(key);
    next = page.next;
  } while (next);
  const inTable = new Set<string>();
  for await (const keys of tourPages.pages()) for (const key of keys) inTable.add(key);

  // The list's index lags its table: each change is made only if the tour's own item agrees.
  const puts: TourPageKey[] = [];
  for (const key of inTable)
    if (!held.has(key) && (await tourPages.exists(key))) puts.push(key as TourPageKey);
  const deletes: TourPageKey[] = [];
  for (const key of held)
    if (!inTable.has(key) && !(await tourPages.exists(key))) deletes.push(key as TourPageKey);
  if (puts.length + deletes.length > 0) await update(store, etag, puts, deletes);
  logger.info("tour pages reconciled", {
    held: held.size,
    tours: inTable.size,
    puts: puts.length,
    deletes: deletes.length,
  });
  return { puts, deletes };
}

let store: TourPagesStore | undefined;

/**
 * The stream's batches (they carry `Records`) are synced; any other event is a reconcile: the deploy's
 * trigger invokes it with none, the daily schedule with EventBridge's.
 */
export const handler = middy<DynamoDBStreamEvent | Record<string, unknown>, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    const arn = process.env[tourPagesStoreVariable];
    if (!arn) throw new Error(`${tourPagesStoreVariable} is not set`);
    store ??= keyValueStoreApi(arn);
    if (Array.isArray(event.Records)) await syncTourPages(event.Records as TableStreamRecord[], store);
    else await reconcileTourPages(store);
  });
