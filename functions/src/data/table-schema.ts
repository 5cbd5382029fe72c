/**
 * The single table's physical design: key attribute names, indexes and TTL. The indexes are named
 * once, here: entities.ts declares which entries go on which, generated code imports them by name. The CDK stack and the
 * local twin both create the table from this, so it exists once. What goes into the keys is declared
 * per item type in entities.ts (docs/decisions/0017-entities-declared-once.md); docs/data-model.md lists
 * the access patterns.
 */
export const gsi1 = { indexName: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" } as const;
export const gsi2 = { indexName: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk" } as const;
// Sparse: the trip requests the follow-up job acts on (trip requests already use gsi1 and gsi2).
export const gsi3 = { indexName: "gsi3", partitionKey: "gsi3pk", sortKey: "gsi3sk" } as const;

export const tableSchema = {
  partitionKey: "pk",
  sortKey: "sk",
  globalSecondaryIndexes: [gsi1, gsi2, gsi3],
  timeToLiveAttribute: "expiresAt",
} as const;

export type GlobalSecondaryIndex = (typeof tableSchema.globalSecondaryIndexes)[number];

/** Environment variable that carries the table name into every function. */
export const tableNameVariable = "TABLE_NAME";
