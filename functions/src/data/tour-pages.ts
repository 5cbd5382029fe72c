import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import * as keys from "./keys.js";

/**
 * Which tours have a page, as the edge asks it: a key per published tour page, "group-tour/<id>" or
 * "special-tour/<id>" (the page's path without language prefix, steps or slashes around it). In AWS
 * a CloudFront KeyValueStore holds these keys, kept by the table's stream (syncTourPages); the twin
 * asks the table itself (tour-page-lookup.ts). A path whose key is not there answers 404
 * (docs/product-spec.md, section 8).
 */
export type TourPageKey = `${TourPageSegment}/${string}`;

/** The variable naming the store's ARN in AWS (set by infra/cdk/tour-pages.ts beside the grant). */
export const tourPagesStoreVariable = "TOUR_PAGES_STORE_ARN";

/** The first segment of a tour's page by its kind (shared/src/site/site-routes.ts: `<segment>/:tourId`). */
export const tourPageSegments = { group: "group-tour", special: "special-tour" } as const;
export type TourPageSegment = (typeof tourPageSegments)[keyof typeof tourPageSegments];
export type TourKind = keyof typeof tourPageSegments;

const isKind = (kind: unknown): kind is TourKind => kind === "group" || kind === "special";

export const tourPageKey = (kind: TourKind, tourId: string): TourPageKey =>
  `${tourPageSegments[kind]}/${tourId}`;

/** A record of the table's stream, as Lambda hands it (DynamoDB JSON, NEW_AND_OLD_IMAGES). */
export interface TableStreamRecord {
  eventName?: "INSERT" | "MODIFY" | "REMOVE" | string;
  dynamodb?: {
    Keys?: Record<string, AttributeValue>;
    NewImage?: Record<string, AttributeValue>;
    OldImage?: Record<string, AttributeValue>;
  };
}

const tourPartitionPrefix = keys.tourPartition("").pk;

/**
 * The tour page an item of the table is, if it is a published tour item (by its keys and kind): its
 * key, or undefined. An unpublished tour (`published: false`) has no page, so unpublishing deletes
 * its key from the store; a tour without `published` (the demo's) is published. The stream's
 * records and the reconcile's reads of the table (tour-pages-in-table.ts) both decide it here.
 */
export function tourPageOfItem(item: {
  pk?: unknown;
  sk?: unknown;
  kind?: unknown;
  published?: unknown;
}): TourPageKey | undefined {
  const { pk, sk, kind, published } = item;
  if (
    typeof pk !== "string" ||
    !pk.startsWith(tourPartitionPrefix) ||
    sk !== keys.tour("").sk ||
    !isKind(kind) ||
    published === false
  )
    return;
  return tourPageKey(kind, pk.slice(tourPartitionPrefix.length));
}

/** The same of an image in a stream record (DynamoDB JSON). */
const pageOf = (image: Record<string, AttributeValue> | undefined): TourPageKey | undefined =>
  image &&
  tourPageOfItem({ pk: image.pk?.S, sk: image.sk?.S, kind: image.kind?.S, published: image.published?.BOOL });

/**
 * What a batch of the table's stream changes in the store: the keys to put and those to delete, the
 * last change of a key winning (a batch holds a shard's records in order). A tour written is a page,
 * a tour removed or unpublished is none; a tour whose kind changed moves to the other key. Items that are no tour
 * (departures, reviews, bookings: the stream's filter should keep them out) change nothing.
 */
export function tourPageChanges(records: readonly TableStreamRecord[]): {
  puts: TourPageKey[];
  deletes: TourPageKey[];
} {
  const present = new Map<TourPageKey, boolean>();
  for (const record of records) {
    const before = pageOf(record.dynamodb?.OldImage);
    const after = record.eventName === "REMOVE" ? undefined : pageOf(record.dynamodb?.NewImage);
    if (before && before !== after) present.set(before, false);
    if (after) present.set(after, true);
  }
  const puts: TourPageKey[] = [];
  const deletes: TourPageKey[] = [];
  for (const [key, isPage] of present) (isPage ? puts : deletes).push(key);
  return { puts, deletes };
}
