import { Duration, aws_lambda as lambda, aws_logs as logs, RemovalPolicy } from "aws-cdk-lib";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import type { Construct } from "constructs";

/**
 * Our handlers are ESM (middy 6 is ESM-only), but some dependencies still call require(); the banner
 * gives them one inside the ESM bundle.
 */
const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export interface UseCaseFunctionProps {
  /** Shown in the console; tests find functions by it. */
  description: string;
  /** The handler file, exporting `handler`. */
  entry: string;
  environment: Record<string, string>;
}

/** One use case's Lambda (a contract entry or a job): its handler file bundled by esbuild, Node 22 on Graviton. */
export function useCaseFunction(
  scope: Construct,
  id: string,
  { description, entry, environment }: UseCaseFunctionProps,
): NodejsFunction {
  return new NodejsFunction(scope, id, {
    entry,
    handler: "handler",
    description,
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(10),
    environment: { ...environment, NODE_OPTIONS: "--enable-source-maps" },
    logGroup: new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }),
    bundling: {
      format: OutputFormat.ESM,
      mainFields: ["module", "main"],
      banner: requireShim,
      minify: true,
      sourceMap: true,
      // The Node 22 runtime ships the AWS SDK v3.
      externalModules: ["@aws-sdk/*"],
    },
  });
}
