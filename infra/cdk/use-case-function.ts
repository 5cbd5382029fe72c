import {
  Duration,
  aws_iam as iam,
  aws_lambda as lambda,
  aws_logs as logs,
  RemovalPolicy,
  Validations,
} from "aws-cdk-lib";
import { type BundlingOptions, LogLevel, NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import type { Construct } from "constructs";
import { cachedBundle } from "./bundle-cache.js";

/**
 * Our handlers are ESM (middy 6 is ESM-only), but some dependencies still call require(); the banner
 * gives them one inside the ESM bundle.
 */
export const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * The runtime every function runs on, and the esbuild target NodejsFunction derives from it (node24).
 * The bundle smoke test (tembea-stack.test.ts) loads the bundles on the Node that runs the tests, the
 * same major (docs/decisions/0025-node-24-from-the-npm-package-node.md), and `npm run bench` bundles
 * for the same Node version.
 */
export const functionRuntime = lambda.Runtime.NODEJS_24_X;

export interface UseCaseFunctionProps {
  /** Shown in the console; tests find functions by it. */
  description: string;
  /** The handler file, exporting `handler`. */
  entry: string;
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  /** API handlers stay within API Gateway's 30 s; jobs and the mail consumer may take longer. */
  timeout?: Duration;
  /** useCaseBundling unless a function must bundle what the runtime lacks (tour-pages.ts). */
  bundling?: BundlingOptions;
}

/**
 * Imports esbuild replaces in every bundle (functions/src/platform/bundle-aliases/ says why for each),
 * found first by a traced cold start's profile (docs/decisions/0030-tracer-where-it-pays.md): `node:http`
 * and `node:https` taken as CommonJS (the same modules, without the ESM facade that loads undici) and
 * `semver`, which only the X-Ray SDK's patcher for the v2 AWS SDK requires, left out. Paths are
 * relative to the repository root, where NodejsFunction runs esbuild (the lock file's folder).
 */
export const bundleAliases = {
  "node:http": "./functions/src/platform/bundle-aliases/node-http.cjs",
  "node:https": "./functions/src/platform/bundle-aliases/node-https.cjs",
  semver: "./functions/src/platform/bundle-aliases/semver-unused.cjs",
} as const;

/** How every use case is bundled; `npm run bench` (scripts/bench/lambdas.ts) measures these same bundles. */
export const useCaseBundling = {
  format: OutputFormat.ESM,
  mainFields: ["module", "main"],
  banner: requireShim,
  minify: true,
  // Source maps stay on (NODE_OPTIONS=--enable-source-maps below): a stack trace in CloudWatch must
  // name our files and lines, not a column of a minified line. Node reads and parses the map when it
  // loads the bundle, about 3 ms of a cold start. The map leaves the sources out: rewriting a trace
  // needs only the mappings, and with the sources the map was 750 KB instead of 200 and cost ~3 ms more.
  sourceMap: true,
  sourcesContent: false,
  // The Node 24 runtime ships the AWS SDK v3.
  externalModules: ["@aws-sdk/*"],
  // CDK passes each as `--alias:<import>=<path>`.
  esbuildArgs: { "--alias": Object.entries(bundleAliases).map(([from, to]) => `${from}=${to}`) },
  // Only problems: the size summary of ~40 bundles drowns the synth and test output.
  logLevel: LogLevel.WARNING,
} satisfies BundlingOptions;

/**
 * One use case's Lambda (a contract entry, a job, the mail consumer): its handler file bundled by
 * esbuild, Node 24 on Graviton. Its role starts empty, with no AWS managed policy: it may write to
 * its own log group and nothing else until grantPermissions() adds what permissions.ts declares.
 */
export function useCaseFunction(
  scope: Construct,
  id: string,
  { description, entry, environment, logRetention, timeout, bundling }: UseCaseFunctionProps,
): NodejsFunction {
  const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
    retention: logRetention,
    // Logs are not business data; with the stack goes its logs.
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, `${id}Role`, {
    assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
    description: `${id}: its own log group plus what infra/cdk/permissions.ts declares`,
  });
  logGroup.grantWrite(role);

  const architecture = lambda.Architecture.ARM_64;
  const bundlingOptions = bundling ?? useCaseBundling;
  // In test runs, a bundle an earlier synth made from the same sources (bundle-cache.ts).
  const cached = cachedBundle(entry, functionRuntime, architecture, bundlingOptions);
  const fn = new NodejsFunction(scope, id, {
    ...(cached.code ? { code: cached.code, handler: "index.handler" } : { entry, handler: "handler" }),
    description,
    runtime: functionRuntime,
    architecture,
    memorySize: 512,
    timeout: timeout ?? Duration.seconds(10),
    role,
    environment: { ...environment, NODE_OPTIONS: "--enable-source-maps" },
    // X-Ray records each invocation (its init, its duration, its errors) without code of ours or
    // cost at cold start; the trace starts here, as the HTTP API is not traced (docs/architecture.md,
    // "Traces start at the Lambda"). CDK adds the two X-Ray write actions to the role.
    tracing: lambda.Tracing.ACTIVE,
    logGroup,
    bundling: bundlingOptions,
  });
  cached.made(fn);
  // The one wildcard of a function's role (tembea-stack.test.ts checks that nothing else is "*").
  Validations.of(role).acknowledge({
    id: "AwsSolutions-IAM5[Resource::*]",
    reason:
      "X-Ray's PutTraceSegments and PutTelemetryRecords (active tracing) take no resource: AWS's own AWSXRayDaemonWriteAccess grants them on *",
  });
  return fn;
}
