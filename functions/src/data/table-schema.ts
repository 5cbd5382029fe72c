/**
 * The single table's physical design: key attribute names, indexes and TTL. The CDK stack and the
 * local twin both create the table from this, so it exists once. What goes into the keys is known
 * only to the access functions in this folder; docs/data-model.md lists the access patterns.
 */
export const tableSchema = {
  partitionKey: "pk",
  sortKey: "sk",
  globalSecondaryIndexes: [
    { indexName: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    { indexName: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
    // Sparse: the trip requests the follow-up job acts on (trip requests already use gsi1 and gsi2).
    { indexName: "gsi3", partitionKey: "gsi3pk", sortKey: "gsi3sk" },
  ],
  timeToLiveAttribute: "expiresAt",
} as const;

/** Environment variable that carries the table name into every function. */
export const tableNameVariable = "TABLE_NAME";
