import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repoSdk = fileURLToPath(new URL("../../node_modules/@aws-sdk", import.meta.url));
let runtimeRoot: string | undefined;

/**
 * Lays a bundle out as the Lambda runtime sees it: the bundle in its own folder, and beside it only
 * the AWS SDK v3 (which the runtime provides and the bundle leaves external). Any other package
 * the bundle failed to include cannot be found, as in AWS.
 */
function asInLambda(bundle: string): string {
  if (!runtimeRoot) {
    runtimeRoot = mkdtempSync(join(tmpdir(), "tembea-lambda-"));
    mkdirSync(join(runtimeRoot, "node_modules"));
    symlinkSync(repoSdk, join(runtimeRoot, "node_modules", "@aws-sdk"), "dir");
  }
  const task = join(runtimeRoot, basename(dirname(bundle)));
  if (!existsSync(task)) {
    mkdirSync(task);
    copyFileSync(bundle, join(task, "index.mjs"));
    if (existsSync(`${bundle}.map`)) copyFileSync(`${bundle}.map`, join(task, "index.mjs.map"));
  }
  return join(task, "index.mjs");
}

/**
 * Runs in a fresh Node process, as the Lambda runtime would: imports one bundle (index.mjs), calls its
 * handler with the event from stdin and prints what came back (or what it threw) after a marker line.
 */
const runner = `
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const event = JSON.parse(readFileSync(0, "utf8"));
const context = {
  awsRequestId: "smoke-request-1",
  functionName: "smoke",
  functionVersion: "$LATEST",
  invokedFunctionArn: "arn:aws:lambda:eu-central-1:000000000000:function:smoke",
  memoryLimitInMB: "512",
  logGroupName: "/aws/lambda/smoke",
  logStreamName: "smoke",
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10000,
};
const { handler } = await import(pathToFileURL(process.env.SMOKE_BUNDLE).href);
let outcome;
try {
  outcome = { returned: (await handler(event, context)) ?? null };
} catch (error) {
  outcome = { threw: String(error && error.message ? error.message : error) };
}
process.stdout.write("\\nSMOKE-OUTCOME " + JSON.stringify(outcome) + "\\n");
// A moment for a traced function's segments, sent over UDP as the handler ends, to leave (in AWS
// they do before Lambda freezes the environment); then out, whatever else is still pending.
setTimeout(() => process.exit(0), 20);
`;

/** Removes the Lambda-like copies of the bundles. */
export function removeLambdaLayout(): void {
  if (runtimeRoot) rmSync(runtimeRoot, { recursive: true, force: true });
  runtimeRoot = undefined;
}

export interface SmokeResult {
  outcome: { returned?: unknown; threw?: string };
  /** The JSON log lines the function wrote (Powertools), parsed. */
  logs: Record<string, unknown>[];
}

/**
 * Invokes a bundle in a child process with a Lambda-like environment: the function's own variables
 * (CloudFormation references replaced by placeholders), a region, dummy credentials, and every AWS
 * endpoint pointed at a closed local port, so nothing leaves the machine and AWS calls fail fast.
 */
export function invokeBundle(
  bundle: string,
  event: unknown,
  variables: Record<string, unknown>,
): Promise<SmokeResult> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    AWS_REGION: "eu-central-1",
    AWS_ACCESS_KEY_ID: "smoke",
    AWS_SECRET_ACCESS_KEY: "smoke",
    AWS_ENDPOINT_URL: "http://127.0.0.1:9",
    AWS_MAX_ATTEMPTS: "1",
    AWS_LAMBDA_FUNCTION_NAME: "smoke",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    POWERTOOLS_LOG_LEVEL: "INFO",
    // Lambda's own, so a traced function's tracer (functions/src/platform/tracing.ts) runs as in AWS:
    // it starts only where AWS_EXECUTION_ENV is set; its segments go to a port nobody listens on.
    AWS_EXECUTION_ENV: "AWS_Lambda_nodejs24.x",
    LAMBDA_TASK_ROOT: "/var/task",
    _HANDLER: "index.handler",
    _X_AMZN_TRACE_ID: "Root=1-674f0000-0123456789abcdef01234567;Parent=0123456789abcdef;Sampled=1",
    AWS_XRAY_DAEMON_ADDRESS: "127.0.0.1:9",
    SMOKE_BUNDLE: asInLambda(bundle),
  };
  for (const [key, value] of Object.entries(variables))
    env[key] = typeof value === "string" ? value : `smoke-${key.toLowerCase()}`;

  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["--input-type=module", "-e", runner],
      { env, timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const marker = stdout.lastIndexOf("SMOKE-OUTCOME ");
        if (error || marker === -1) {
          reject(new Error(`${bundle} did not answer: ${error?.message ?? ""}\n${stderr}\n${stdout}`));
          return;
        }
        // Powertools writes warnings and errors through console.warn/error, so to stderr.
        const logs = `${stdout.slice(0, marker)}\n${stderr}`
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const outcome = JSON.parse(stdout.slice(marker + "SMOKE-OUTCOME ".length)) as SmokeResult["outcome"];
        resolve({ outcome, logs });
      },
    );
    child.stdin?.end(JSON.stringify(event));
  });
}
