import { tableSchema } from "@tembea/functions/data/table-schema";
import { aws_dynamodb as dynamodb } from "aws-cdk-lib";
import { Construct } from "constructs";
import type { StageProfile } from "./stages.js";

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/** The single table, built from the schema the data layer and the local twin use. */
export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, { profile }: { profile: StageProfile }) {
    super(scope, id);
    this.table = new dynamodb.Table(this, "Table", {
      partitionKey: stringKey(tableSchema.partitionKey),
      sortKey: stringKey(tableSchema.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableSchema.timeToLiveAttribute,
      // Read by syncTourPages (tour-pages.ts): a removed tour's kind is in its old image alone.
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      // Bookings and payments live here: in prod a bad deploy or script must be recoverable, and
      // neither a destroy nor a replacement may take the table with it.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: profile.protectTable },
      deletionProtection: profile.protectTable,
      removalPolicy: profile.removalPolicy,
    });
    for (const index of tableSchema.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
