import {
  type aws_cloudfront as cloudfront,
  type aws_cognito as cognito,
  type aws_dynamodb as dynamodb,
  aws_iam as iam,
  type aws_lambda as lambda,
  type aws_secretsmanager as secretsmanager,
  type aws_sqs as sqs,
} from "aws-cdk-lib";
import type { Permissions } from "./permissions.js";
import { leadingKeyPatterns, type TablePartition } from "./table-partitions.js";
import type { Uploads } from "./uploads.js";

/** The resources a declaration may point at, and the variables that tell a function where they are. */
export interface GrantTargets {
  table: dynamodb.ITable;
  /** The table's global secondary indexes, granted by name rather than with index/*. */
  tableIndexNames: readonly string[];
  tableNameVariable: string;
  mailQueue: sqs.IQueue;
  mailQueueUrlVariable: string;
  stripeSecret: secretsmanager.ISecret;
  userPool: cognito.IUserPool;
  uploads: Uploads;
  /** The edge's tour pages, and the variable naming the store's ARN. */
  tourPages: cloudfront.IKeyValueStore;
  tourPagesVariable: string;
}

/**
 * What `tourPages` grants: the store's ETag and changes of keys, with one key (the stream's function,
 * which deletes only a key the store holds) or the list of keys (the reconcile); no delete of the store.
 */
export const tourPagesActions = {
  stream: [
    "cloudfront-keyvaluestore:DescribeKeyValueStore",
    "cloudfront-keyvaluestore:GetKey",
    "cloudfront-keyvaluestore:UpdateKeys",
  ],
  reconcile: [
    "cloudfront-keyvaluestore:DescribeKeyValueStore",
    "cloudfront-keyvaluestore:ListKeys",
    "cloudfront-keyvaluestore:UpdateKeys",
  ],
} as const;

const tableRead = [
  "dynamodb:GetItem",
  "dynamodb:BatchGetItem",
  "dynamodb:Query",
  "dynamodb:ConditionCheckItem",
];
const tableWrite = [
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:BatchWriteItem",
];

/**
 * Gives a function exactly what its declaration says (the table: reads and writes, each on its own
 * partitions), and the environment variable naming each resource it may use (so a function without
 * the grant cannot even find the resource).
 */
export function grantPermissions(fn: lambda.Function, permissions: Permissions, targets: GrantTargets): void {
  if (permissions.table) {
    const { tableArn } = targets.table;
    const { reads, writes } = permissions.table;
    // Reads over the declared read partitions only: a partition the function only writes (a rate
    // window, a payment event record) stays unreadable to it. Queries go to the indexes by name.
    if (reads)
      fn.addToRolePolicy(
        tableStatement(
          tableRead,
          [tableArn, ...targets.tableIndexNames.map((name) => `${tableArn}/index/${name}`)],
          reads,
        ),
      );
    // Writes go to the table's items, never to an index.
    if (writes) fn.addToRolePolicy(tableStatement(tableWrite, [tableArn], writes));
    fn.addEnvironment(targets.tableNameVariable, targets.table.tableName);
  }
  if (permissions.mail) {
    targets.mailQueue.grantSendMessages(fn);
    fn.addEnvironment(targets.mailQueueUrlVariable, targets.mailQueue.queueUrl);
  }
  if (permissions.stripeKeys) {
    targets.stripeSecret.grantRead(fn);
    fn.addEnvironment("STRIPE_SECRET_ARN", targets.stripeSecret.secretArn);
  }
  if (permissions.userPool?.length) {
    targets.userPool.grant(fn, ...permissions.userPool.map((action) => `cognito-idp:${action}`));
    fn.addEnvironment("USER_POOL_ID", targets.userPool.userPoolId);
  }
  if (permissions.profileImages) targets.uploads.grantProfileImages(fn, permissions.profileImages);
  if (permissions.tourPhotos) targets.uploads.grantTourPhotos(fn, permissions.tourPhotos);
  if (permissions.agencyLogos) targets.uploads.grantAgencyLogos(fn, permissions.agencyLogos);
  if (permissions.tourPages) {
    const arn = targets.tourPages.keyValueStoreArn;
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: [...tourPagesActions[permissions.tourPages]], resources: [arn] }),
    );
    fn.addEnvironment(targets.tourPagesVariable, arn);
  }
}

/**
 * Only the items of the given partitions. ForAllValues passes a request that carries no leading key
 * at all; none of our actions is one (Scan and PartiQL are never granted).
 */
function tableStatement(
  actions: readonly string[],
  resources: string[],
  partitions: readonly TablePartition[],
): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: [...actions],
    resources,
    conditions: { "ForAllValues:StringLike": { "dynamodb:LeadingKeys": leadingKeyPatterns(partitions) } },
  });
}
