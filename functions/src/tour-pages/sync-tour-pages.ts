// The KeyValueStore API is signed with SigV4A, which the SDK does only with a signer registered
// by this import (pure JavaScript; the other one, signature-v4-crt, is a native module). The Lambda
// runtime does not ship it, so this function bundles its SDK packages (infra/cdk/tour-pages.ts).
import "@aws-sdk/signature-v4a";
import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  UpdateKeysCommand,
} from "@aws-sdk/client-cloudfront-keyvaluestore";
import middy from "@middy/core";
import type { DynamoDBStreamEvent } from "aws-lambda";
import {
  type TableStreamRecord,
  type TourPageKey,
  tourPageChanges,
  tourPagesStoreVariable,
} from "../data/tour-pages.js";
import { logger } from "../middleware/logger.js";
import { isSdkError } from "../platform/runtime-sdk.js";

/** What the edge reads is whether a key exists; its value says nothing more. */
const present = "1";
/** UpdateKeys takes at most 50 changes in one call. */
const changesPerCall = 50;

/** The store's three calls this function makes, so a test can hold them. */
export interface TourPagesStore {
  etag(): Promise<string>;
  has(key: TourPageKey): Promise<boolean>;
  update(etag: string, puts: TourPageKey[], deletes: TourPageKey[]): Promise<string>;
}

function cloudFrontStore(arn: string): TourPagesStore {
  const client = new CloudFrontKeyValueStoreClient({});
  return {
    etag: async () => (await client.send(new DescribeKeyValueStoreCommand({ KvsARN: arn }))).ETag ?? "",
    has: async (key) => {
      try {
        await client.send(new GetKeyCommand({ KvsARN: arn, Key: key }));
        return true;
      } catch (error) {
        if (isSdkError(error, "ResourceNotFoundException")) return false;
        throw error;
      }
    },
    update: async (etag, puts, deletes) =>
      (
        await client.send(
          new UpdateKeysCommand({
            KvsARN: arn,
            IfMatch: etag,
            Puts: puts.map((Key) => ({ Key, Value: present })),
            Deletes: deletes.map((Key) => ({ Key })),
          }),
        )
      ).ETag ?? "",
  };
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
  const changes = [
    ...puts.map((key) => ({ key, put: true })),
    ...deletes.map((key) => ({ key, put: false })),
  ];
  if (changes.length === 0) return { puts, deletes };
  // Each update answers the store's next ETag, which the next one must name.
  let etag = await store.etag();
  for (let at = 0; at < changes.length; at += changesPerCall) {
    const part = changes.slice(at, at + changesPerCall);
    etag = await store.update(
      etag,
      part.filter((c) => c.put).map((c) => c.key),
      part.filter((c) => !c.put).map((c) => c.key),
    );
  }
  logger.info("tour pages updated", { puts, deletes });
  return { puts, deletes };
}

let store: TourPagesStore | undefined;

export const handler = middy<DynamoDBStreamEvent, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    const arn = process.env[tourPagesStoreVariable];
    if (!arn) throw new Error(`${tourPagesStoreVariable} is not set`);
    store ??= cloudFrontStore(arn);
    await syncTourPages(event.Records as TableStreamRecord[], store);
  });
