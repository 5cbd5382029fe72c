import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { agencyLogoPrefixes, tourPhotoPrefixes } from "@tembea/functions/core/storage/uploads-bucket";
import {
  Duration,
  aws_lambda_destinations as destinations,
  type aws_lambda as lambda,
  type aws_logs as logs,
  Stack,
  aws_s3 as s3,
  aws_s3_notifications as s3n,
  aws_sqs as sqs,
  Validations,
} from "aws-cdk-lib";
import type { BundlingOptions, NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { type GrantTargets, grantPermissions } from "./grants.js";
import type { Permissions } from "./permissions.js";
import { useCaseBundling, useCaseFunction } from "./use-case-function.js";

/**
 * The sharp the lock file holds (functions/package.json), so the Lambda gets the same release. Read
 * from its package.json beside lib/ (sharp's exports do not name the file).
 */
const sharpVersion = (
  JSON.parse(
    readFileSync(
      join(dirname(createRequire(import.meta.url).resolve("sharp")), "..", "package.json"),
      "utf8",
    ),
  ) as { version: string }
).version;

/**
 * sharp is native (libvips), so esbuild cannot bundle it: it stays external and is installed beside
 * the bundle for the Lambda's platform, linux-arm64 with glibc, whatever machine synthesizes. npm's
 * --os/--cpu/--libc pick sharp's prebuilt @img/sharp-linux-arm64 packages: no Docker, no compiler.
 * --prefer-offline reuses the npm cache, so a synth after `npm ci` rarely needs the registry.
 */
export const tourPhotoBundling = {
  ...useCaseBundling,
  externalModules: [...useCaseBundling.externalModules, "sharp"],
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) => [
      `npm install --prefix "${outputDir}" --no-save --no-package-lock --no-audit --no-fund --prefer-offline --ignore-scripts --os=linux --cpu=arm64 --libc=glibc sharp@${sharpVersion}`,
    ],
  },
} satisfies BundlingOptions;

export interface TourPhotosProps {
  bucket: s3.Bucket;
  /** functions/src/consumers/process-tour-photo/handler.ts, and its line in permissions.ts. */
  process: { entry: string; permissions: Permissions };
  grantTargets: GrantTargets;
  logRetention: logs.RetentionDays;
}

/**
 * Agencies' tour photos (issue 25, "Photos"): every upload under incoming/tour-photos/ starts the
 * processing function, which checks it and writes its WebP renderings under uploads/tour-photos/
 * (served at /uploads/*). Decoding a 15 MB photo takes memory and CPU: 1536 MB (and its share of
 * CPU), 60 s, and at most 5 at once so a burst of uploads cannot starve the account's concurrency.
 * S3 invokes it asynchronously: Lambda retries twice, then the event waits in a dead-letter queue
 * (its depth raises an alarm), and the photo stays `processing` until an operator redrives it.
 */
export class TourPhotos extends Construct {
  readonly processor: NodejsFunction;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: TourPhotosProps) {
    super(scope, id);
    this.deadLetterQueue = new sqs.Queue(this, "DeadLetterQueue", {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: "AwsSolutions-SQS3",
      reason: "This queue is itself the photo function's dead-letter queue",
    });
    this.processor = useCaseFunction(this, "ProcessTourPhoto", {
      description: "processTourPhoto: checks an uploaded tour photo and renders it as WebP",
      entry: props.process.entry,
      environment: {},
      logRetention: props.logRetention,
      timeout: Duration.seconds(60),
      bundling: tourPhotoBundling,
    });
    const fn = this.processor.node.defaultChild as lambda.CfnFunction;
    fn.memorySize = 1536;
    fn.reservedConcurrentExecutions = 5;
    this.processor.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    grantPermissions(this.processor, props.process.permissions, props.grantTargets);
    // Agency logos too (consumers/process-tour-photo/agency-logo.ts): same decoding, same limits.
    for (const prefix of [tourPhotoPrefixes.incoming, agencyLogoPrefixes.incoming]) {
      props.bucket.addEventNotification(
        s3.EventType.OBJECT_CREATED,
        new s3n.LambdaDestination(this.processor),
        { prefix },
      );
    }
    acknowledgeNotificationsHandler(Stack.of(this));
  }
}

/**
 * CDK's bucket notifications handler runs only during a deploy, to set the bucket's notification
 * configuration; its role and policy are CDK's own. Its findings, acknowledged one by one.
 */
function acknowledgeNotificationsHandler(stack: Stack): void {
  const handler = stack.node.children.find((c) => c.node.id.startsWith("BucketNotificationsHandler"));
  if (!handler) return;
  const reason =
    "CDK's bucket notifications handler (deploy time only): writes the uploads bucket's notification to the photo function; its role is CDK's";
  for (const id of [
    "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
    "AwsSolutions-IAM5[Resource::*]",
  ])
    Validations.of(handler).acknowledge({ id, reason });
}
