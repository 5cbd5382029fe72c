import {
  type aws_cognito as cognito,
  type aws_dynamodb as dynamodb,
  aws_iam as iam,
  type aws_lambda as lambda,
  type aws_secretsmanager as secretsmanager,
  type aws_sqs as sqs,
} from "aws-cdk-lib";
import type { Permissions } from "./permissions.js";
import { leadingKeyPatterns } from "./table-partitions.js";
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
}

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
 * Gives a function exactly what its declaration says (the table: its actions on its partitions), and the environment variable naming each
 * resource it may use (so a function without the grant cannot even find the resource).
 */
export function grantPermissions(fn: lambda.Function, permissions: Permissions, targets: GrantTargets): void {
  if (permissions.table) {
    const { tableArn } = targets.table;
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...tableRead, ...(permissions.table === "readWrite" ? tableWrite : [])],
        resources: [tableArn, ...targets.tableIndexNames.map((name) => `${tableArn}/index/${name}`)],
        // Only the items of the declared partitions. ForAllValues passes a request that carries no
        // leading key at all; none of the actions above is one (Scan and PartiQL are never granted).
        conditions: {
          "ForAllValues:StringLike": { "dynamodb:LeadingKeys": leadingKeyPatterns(permissions.partitions) },
        },
      }),
    );
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
}
