import { keys } from "@tembea/functions/data/keys";
import {
  Annotations,
  type CfnResource,
  aws_cloudfront as cloudfront,
  Duration,
  type aws_dynamodb as dynamodb,
  aws_events as events,
  aws_lambda as lambda,
  type aws_logs as logs,
  Stack,
  aws_events_targets as targets,
  triggers,
  Validations,
} from "aws-cdk-lib";
import { DynamoEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import type { BundlingOptions, NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { type GrantTargets, grantPermissions } from "./grants.js";
import type { Permissions } from "./permissions.js";
import { useCaseBundling, useCaseFunction } from "./use-case-function.js";

export interface TourPagesSyncProps {
  /** The single table; its stream carries new and old images (data.ts). */
  table: dynamodb.ITable;
  /** functions/src/consumers/sync-tour-pages/handler.ts, and its line in permissions.ts (platformPermissions). */
  sync: { entry: string; permissions: Permissions };
  /** functions/src/consumers/reconcile-tour-pages/handler.ts, and its line in permissions.ts. */
  reconcile: { entry: string; permissions: Permissions };
  grantTargets: GrantTargets;
  logRetention: logs.RetentionDays;
  /**
   * Changes on every synth unless given, so each deploy runs the reconcile once (CloudFormation runs a
   * custom resource only when its properties change); tests pass a fixed one.
   */
  deployMark?: string;
}

/**
 * How syncTourPages and reconcileTourPages are bundled: as every use case, but the SigV4A signer (`@aws-sdk/signature-v4a`,
 * pure JavaScript, which the runtime's SDK lacks) and the environment's credentials are bundled; only
 * the runtime's clients stay external (the data layer requires the DynamoDB ones by name).
 * `npm run bench` bundles it the same way.
 */
export const tourPagesBundling = {
  ...useCaseBundling,
  externalModules: ["@aws-sdk/client-*", "@aws-sdk/lib-*"],
} satisfies BundlingOptions;

/** The daily reconcile of the store with the table: early morning in Europe and Africa, after the night. */
export const reconcileSchedule = { minute: "30", hour: "3" } as const;

/**
 * The tour pages the edge knows (docs/decisions/0004): a CloudFront KeyValueStore with a key per
 * tour page ("group-tour/<id>", "special-tour/<id>"), read by the site's CloudFront functions
 * (spa-fallback.ts), and the two functions that keep it in step with the table: syncTourPages, fed
 * the table's stream filtered to tour items, and reconcileTourPages, which makes the whole store hold
 * the table's tours on every deploy (a trigger: a new store starts empty) and daily (a stream record
 * given up). The store comes first (the grants name it), the functions once the grants are known.
 */
export class TourPages extends Construct {
  readonly store: cloudfront.KeyValueStore;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.store = new cloudfront.KeyValueStore(this, "Store", {
      comment: "Tour pages that exist (group-tour/<id>, special-tour/<id>): other tour ids answer 404",
    });
  }

  /** The table's stream, filtered to tour items, into syncTourPages; the reconcile on each deploy and daily. */
  keepInStep(props: TourPagesSyncProps): { sync: NodejsFunction; reconcile: NodejsFunction } {
    const fn = useCaseFunction(this, "SyncTourPages", {
      description: "syncTourPages: keeps the edge's tour pages in step with the table's tours",
      entry: props.sync.entry,
      environment: {},
      logRetention: props.logRetention,
      timeout: Duration.seconds(30),
      bundling: tourPagesBundling,
    });
    grantPermissions(fn, props.sync.permissions, props.grantTargets);
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
    return { sync: fn, reconcile: this.reconcile(props) };
  }

  private reconcile(props: TourPagesSyncProps): NodejsFunction {
    const fn = useCaseFunction(this, "ReconcileTourPages", {
      description: "reconcileTourPages: makes the edge's tour pages hold exactly the table's tours",
      entry: props.reconcile.entry,
      environment: {},
      logRetention: props.logRetention,
      // It reads every tour and the store's every key.
      timeout: Duration.minutes(1),
      bundling: tourPagesBundling,
    });
    grantPermissions(fn, props.reconcile.permissions, props.grantTargets);
    new events.Rule(this, "ReconcileSchedule", {
      description: "Runs reconcileTourPages daily",
      schedule: events.Schedule.cron(reconcileSchedule),
      targets: [new targets.LambdaFunction(fn, { retryAttempts: 2 })],
    });
    // Once on every deploy, after the function and its grants: a failed reconcile fails the deploy,
    // which then rolls back rather than leave tour pages answering 404.
    const trigger = new triggers.Trigger(this, "ReconcileOnDeploy", {
      handler: fn,
      timeout: Duration.minutes(2),
      executeAfter: [fn],
    });
    const resource = trigger.node.findChild("Default").node.defaultChild as CfnResource;
    resource.addPropertyOverride("DeployMark", props.deployMark ?? new Date().toISOString());
    acknowledgeTriggerProvider(Stack.of(this));
    Annotations.of(fn).acknowledgeWarning(
      "@aws-cdk/aws-lambda:addPermissionsToVersionOrAlias",
      "The schedule invokes the function itself; the trigger invokes its version through its role's policy (<function>:*), which needs no resource permission",
    );
    return fn;
  }
}

/**
 * CDK's trigger provider runs only during a deploy, to invoke the reconcile; its role, policy and
 * runtime are CDK's and cannot be configured. Its findings, acknowledged one by one.
 */
function acknowledgeTriggerProvider(stack: Stack): void {
  const provider = stack.node.tryFindChild("AWSCDK.TriggerCustomResourceProviderCustomResourceProvider");
  if (!provider) return;
  const reason =
    "CDK's trigger provider (deploy time only): invokes reconcileTourPages; its role and runtime are CDK's";
  for (const id of [
    "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
    "AwsSolutions-L1",
  ])
    Validations.of(provider).acknowledge({ id, reason });
}
