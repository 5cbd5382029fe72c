import { keys } from "@tembea/functions/data/keys";
import {
  aws_cloudfront as cloudfront,
  Duration,
  type aws_dynamodb as dynamodb,
  aws_lambda as lambda,
  type aws_logs as logs,
  Validations,
} from "aws-cdk-lib";
import { DynamoEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { type GrantTargets, grantPermissions } from "./grants.js";
import type { Permissions } from "./permissions.js";
import { useCaseBundling, useCaseFunction } from "./use-case-function.js";

export interface TourPagesSyncProps {
  /** The single table; its stream carries new and old images (data.ts). */
  table: dynamodb.ITable;
  /** functions/src/tour-pages/sync-tour-pages.ts */
  entry: string;
  /** Its line in permissions.ts (platformPermissions.syncTourPages). */
  permissions: Permissions;
  grantTargets: GrantTargets;
  logRetention: logs.RetentionDays;
}

/**
 * The tour pages the edge knows (docs/decisions/0004): a CloudFront KeyValueStore with a key per
 * tour page ("group-tour/<id>", "special-tour/<id>"), read by the site's CloudFront functions
 * (spa-fallback.ts), and the function that keeps it in step with the table through the table's
 * stream, filtered to tour items. It starts empty, as the table does: the deploy writes no tours.
 * The store comes first (the grants name it), the function once the grants are known.
 */
export class TourPages extends Construct {
  readonly store: cloudfront.KeyValueStore;
  sync?: NodejsFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.store = new cloudfront.KeyValueStore(this, "Store", {
      comment: "Tour pages that exist (group-tour/<id>, special-tour/<id>): other tour ids answer 404",
    });
  }

  /** The table's stream, filtered to tour items, into the function that updates the store. */
  keepInStep(props: TourPagesSyncProps): NodejsFunction {
    const fn = useCaseFunction(this, "SyncTourPages", {
      description: "syncTourPages: keeps the edge's tour pages in step with the table's tours",
      entry: props.entry,
      environment: {},
      logRetention: props.logRetention,
      timeout: Duration.seconds(30),
      // The KeyValueStore API is signed with SigV4A (@aws-sdk/signature-v4a, pure JavaScript), which
      // the runtime's SDK lacks; its signer registers with the client's own copy of
      // @smithy/signature-v4, so the client is bundled with it rather than taken from the runtime.
      bundling: { ...useCaseBundling, externalModules: [] },
    });
    grantPermissions(fn, props.permissions, props.grantTargets);
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        // A batch that keeps failing is split to find the record at fault; after a day of tries
        // it is given up (the function's error alarm fired long before).
        bisectBatchOnError: true,
        retryAttempts: 1000,
        maxRecordAge: Duration.days(1),
        // Tour items alone (sk "TOUR"): departures, reviews and bookings never wake it.
        filters: [
          lambda.FilterCriteria.filter({
            dynamodb: { Keys: { sk: { S: lambda.FilterRule.isEqual(keys.tour("").sk) } } },
          }),
        ],
      }),
    );
    if (fn.role)
      Validations.of(fn.role).acknowledge({
        id: "AwsSolutions-IAM5[Resource::*]",
        reason:
          "dynamodb:ListStreams, which the stream's event source grants, has no resource to name; the stream's reads are on this table's stream alone",
      });
    this.sync = fn;
    return fn;
  }
}
