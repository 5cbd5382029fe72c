import { Duration, aws_lambda as lambda, aws_logs as logs, RemovalPolicy } from "aws-cdk-lib";
import { type BundlingOptions, NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import type { Construct } from "constructs";

/**
 * Our handlers are ESM (middy 6 is ESM-only), but some dependencies still call require(); the banner
 * gives them one inside the ESM bundle.
 */
export const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export interface UseCaseFunctionProps {
  /** Shown in the console; tests find functions by it. */
  description: string;
  /** The handler file, exporting `handler`. */
  entry: string;
  environment: Record<string, string>;
}

/** The runtime every use case runs on; `npm run bench` bundles for the same Node version. */
export const useCaseRuntime = lambda.Runtime.NODEJS_22_X;

/** How every use case is bundled; `npm run bench` (scripts/bench/lambdas.ts) measures these same bundles. */
export const useCaseBundling = {
  format: OutputFormat.ESM,
  mainFields: ["module", "main"],
  banner: requireShim,
  minify: true,
  sourceMap: true,
  // The Node 22 runtime ships the AWS SDK v3.
  externalModules: ["@aws-sdk/*"],
} satisfies BundlingOptions;

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
    runtime: useCaseRuntime,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(10),
    environment: { ...environment, NODE_OPTIONS: "--enable-source-maps" },
    logGroup: new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }),
    bundling: useCaseBundling,
  });
}
