// Not a package export: the declarations are for tools and infra, never bundled into a Lambda.
import {
  type EntityDeclaration,
  entities,
  type KeyBuilderSpec,
  keyBuilders,
} from "../../functions/src/data/entities.js";

/**
 * The table's partitions by name, each as a `dynamodb:LeadingKeys` pattern (IAM `StringLike`: `*`
 * matches any characters). Every pattern is an entity's key template (functions/src/data/entities.ts)
 * with `*` for its parts: each entity's `partition` and each of its index partitions, so keys.ts
 * stays the one place that declares how items are keyed.
 *
 * LeadingKeys is the table's partition key for GetItem, PutItem, UpdateItem, DeleteItem,
 * ConditionCheckItem, the batch calls and each item of a transaction, and the index's partition key
 * for a Query on an index; so the index partitions our lists query (gsi1, gsi2) are here too.
 *
 * What a pattern cannot say:
 * - "one caller's own items": every caller of an endpoint shares its Lambda role, so `USER#*` is
 *   every user's profile. Whose item it is stays the handler's check (functions/src/platform/middleware).
 * - "no further `#`": `*` matches `#` as well, so `USER#*` also matches `USER#<sub>#TRIP_REQUESTS`
 *   and `AGENCY#*` matches `AGENCY#<id>#TRIP_REQUESTS`; a function granted the shorter family can
 *   query the longer one too.
 */
const any = "*";

type Entities = typeof entities;
type IndexPartitionName = {
  [E in keyof Entities]: Entities[E] extends { indexes: infer I } ? keyof I & string : never;
}[keyof Entities];
export type TablePartition = Entities[keyof Entities]["partition"] | IndexPartitionName;

const declared: EntityDeclaration[] = Object.values(entities);
const pattern = (template: string) => template.replace(/\{\w+\}/g, any);

/** Each entity's partition and each of its index partitions, as its `pk` template with `*` for every part. */
export const tablePartitions = Object.fromEntries(
  declared.flatMap((e) => [
    [e.partition, pattern(e.pk)],
    ...Object.entries(e.indexes ?? {}).map(([name, index]) => [name, pattern(index.pk)]),
  ]),
) as Record<TablePartition, string>;

/**
 * The partitions a key builder addresses, from what it makes (`keyBuilders` in entities.ts): an
 * item's key or table partition key its entity's partition, an index partition that partition,
 * index attributes or a sort key prefix none (index attributes written into an item need no grant:
 * a write is authorized by the item's `pk`).
 */
function partitionsOf(spec: KeyBuilderSpec): TablePartition[] {
  if ("byKind" in spec) return [...partitionsOf(spec.byKind.group), ...partitionsOf(spec.byKind.special)];
  if (spec.make === "key" || spec.make === "partitionKey")
    return [entities[spec.entity].partition as TablePartition];
  if (spec.make === "partition") return [spec.index as TablePartition];
  return [];
}

/**
 * The partitions each key builder addresses: a function whose data-layer code reads with the builder
 * needs them as `reads`, one whose code writes with it as `writes` (table-partitions.test.ts reads
 * both off each function's bundle). A write is authorized by the item's table partition key alone,
 * so for writes only builders that make a `pk` count.
 */
export const partitionsOfKeyBuilder = Object.fromEntries(
  Object.entries(keyBuilders).map(([name, spec]) => [name, partitionsOf(spec)]),
) as unknown as Record<keyof typeof keyBuilders, readonly TablePartition[]>;

/** The LeadingKeys patterns of some partitions, sorted and without repeats. */
export function leadingKeyPatterns(partitions: readonly TablePartition[]): string[] {
  return [...new Set(partitions.map((p) => tablePartitions[p]))].sort();
}
