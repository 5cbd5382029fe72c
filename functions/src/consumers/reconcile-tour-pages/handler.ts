import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy from "@middy/core";
import {
  keyValueStoreApi,
  storeArn,
  type KeyValueStoreApi as TourPagesStore,
  updateKeys,
} from "../../core/tour-pages/key-value-store.js";
import { tourPageExists } from "../../data/tour-page-lookup.js";
import type { TourPageKey } from "../../data/tour-pages.js";
import { tourPageKeysInTable } from "../../data/tour-pages-in-table.js";
import { logger } from "../../platform/logger.js";
import { isSdkError } from "../../platform/runtime-sdk.js";

/** A reconcile that lost the race with the stream (the ETag moved) starts again, this often at most. */
const reconcileAttempts = 5;
/** Tour items asked at once (a GetItem each): a first reconcile asks for every tour. */
const checksAtOnce = 25;

/** What the table says of tour pages, for the reconcile: every key, and whether one tour's page exists. */
export interface TourPagesInTable {
  pages(): AsyncIterable<TourPageKey[]>;
  exists(key: string): Promise<boolean>;
}

const table: TourPagesInTable = { pages: () => tourPageKeysInTable(), exists: tourPageExists };

/**
 * Makes the store hold exactly the table's tour pages: puts the key of every tour it lacks and
 * deletes every key of no tour. It runs on each deploy (the store of a stage that held tours before
 * it existed starts empty) and daily (a stream record given up after a day, a poison batch), and
 * changes nothing when the two agree, so it may run any time, beside the stream (syncTourPages).
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

/** The keys whose tour's own item says the page exists (`exists`) or not, in their order. */
async function confirmed(
  keys: string[],
  tourPages: TourPagesInTable,
  exists: boolean,
): Promise<TourPageKey[]> {
  const agreed: TourPageKey[] = [];
  for (let at = 0; at < keys.length; at += checksAtOnce) {
    const part = keys.slice(at, at + checksAtOnce);
    const found = await Promise.all(part.map((key) => tourPages.exists(key)));
    part.forEach((key, i) => {
      if (found[i] === exists) agreed.push(key as TourPageKey);
    });
  }
  return agreed;
}

/** Every key the store holds, page by page. */
async function keysHeld(store: TourPagesStore): Promise<Set<string>> {
  const held = new Set<string>();
  let next: string | undefined;
  do {
    const page = await store.listKeys(next);
    for (const key of page.keys) held.add(key);
    next = page.next;
  } while (next);
  return held;
}

/** Every tour page the table's lists name. */
async function keysInTable(tourPages: TourPagesInTable): Promise<Set<string>> {
  const inTable = new Set<string>();
  for await (const keys of tourPages.pages()) for (const key of keys) inTable.add(key);
  return inTable;
}

async function reconcileOnce(store: TourPagesStore, tourPages: TourPagesInTable) {
  const etag = await store.etag();
  // Both after the ETag, side by side: a change the stream makes once it is read fails the update.
  const [held, inTable] = await Promise.all([keysHeld(store), keysInTable(tourPages)]);

  // The list's index lags its table: each change is made only if the tour's own item agrees.
  const puts = await confirmed(
    [...inTable].filter((key) => !held.has(key)),
    tourPages,
    true,
  );
  const deletes = await confirmed(
    [...held].filter((key) => !inTable.has(key)),
    tourPages,
    false,
  );
  if (puts.length + deletes.length > 0) await updateKeys(store, etag, puts, deletes);
  logger.info("tour pages reconciled", {
    held: held.size,
    tours: inTable.size,
    puts: puts.length,
    deletes: deletes.length,
  });
  return { puts, deletes };
}

let store: TourPagesStore | undefined;

/** Invoked by the deploy's trigger (no event) and by the daily schedule; the event says nothing. */
export const handler = middy<unknown, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    store ??= keyValueStoreApi(storeArn());
    await reconcileTourPages(store);
  });
