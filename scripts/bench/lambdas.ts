// Every Lambda bundled exactly as the CDK stack bundles it (infra/cdk/use-case-function.ts), its
// minified size and packages from the esbuild metafile, and its cold start in a fresh Node process.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { handlerEntry } from "@tembea/functions/handlers";
import { jobEntry, jobs } from "@tembea/functions/jobs";
import { apiGatewayEvent } from "@tembea/functions/platform/api-gateway-event";
import { type Endpoint, endpoints } from "@tembea/shared";
import { type BuildOptions, build, type Metafile } from "esbuild";
import { useCaseBundling, useCaseRuntime } from "../../infra/cdk/use-case-function.js";
import type { SeededTours } from "./fixtures.js";
import { bookingBody } from "./fixtures.js";
import { type Measurement, measurement } from "./report.js";
import { type BenchTwin, repoRoot } from "./twin.js";

export const bundleTargetKb = 250;
export const coldStartTargetMs = 120;
const coldStartRuns = 3;

/** Inside node_modules, so the bundles find the AWS SDK (external, as the Lambda runtime ships it) there. */
const outRoot = `${repoRoot}node_modules/.cache/tembea-bench/lambdas`;

/**
 * Packages whose job is one capability of the product, and the folder of functions/src that owns
 * it. A function bundling one of them without its use case reaching that capability (its import
 * chain goes through another folder) carries code it never runs.
 */
const capabilityOwners: Record<string, string> = {
  stripe: "functions/src/payments/",
  "@aws-sdk/client-secrets-manager": "functions/src/payments/",
  "@aws-sdk/client-sesv2": "functions/src/mail/",
  "@aws-sdk/client-cognito-identity-provider": "functions/src/identity/",
};

interface Lambda {
  id: string;
  kind: "endpoint" | "job";
  entry: string;
  event: () => unknown;
}

export interface LambdaDetail {
  id: string;
  kind: string;
  bundleBytes: number;
  packages: { name: string; bytes: number; chain: string[]; flagged?: string }[];
  /** Imported at run time from the Lambda runtime (the AWS SDK), not bundled. */
  runtimePackages: string[];
  coldStartMs: number[];
  importMs: number[];
  status: number | null;
}

/** The esbuild options NodejsFunction derives from useCaseBundling and the runtime. */
function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    target: useCaseRuntime.name.replace("nodejs", "node").replace(".x", ""),
    format: useCaseBundling.format === "esm" ? "esm" : "cjs",
    mainFields: [...useCaseBundling.mainFields],
    banner: { js: useCaseBundling.banner },
    minify: useCaseBundling.minify,
    sourcemap: useCaseBundling.sourceMap,
    external: [...useCaseBundling.externalModules],
    metafile: true,
    logLevel: "error",
    absWorkingDir: repoRoot,
  };
}

function packageOf(path: string): string {
  const i = path.lastIndexOf("node_modules/");
  if (i < 0) {
    const workspace = path.replace(/^(\.\.\/)+/, "").split("/")[0] ?? path;
    return `@tembea/${workspace}`;
  }
  const parts = path.slice(i + "node_modules/".length).split("/");
  return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
}

/** Shortest import chain from the entry to the first file of each package (breadth-first over the metafile). */
function chains(metafile: Metafile, entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set([entry]);
  const queue: string[][] = [[entry]];
  while (queue.length > 0) {
    const path = queue.shift() ?? [];
    const file = path[path.length - 1] ?? "";
    const pkg = packageOf(file);
    if (!found.has(pkg)) found.set(pkg, path);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.external) {
        if (!isBuiltin(imported.path) && !found.has(imported.path))
          found.set(imported.path, [...path, imported.path]);
        continue;
      }
      if (seen.has(imported.path)) continue;
      seen.add(imported.path);
      queue.push([...path, imported.path]);
    }
  }
  return found;
}

function externalPackage(path: string): string {
  const parts = path.split("/");
  return path.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
}

/** A chain reaches a capability package legitimately when it passes through the folder owning it from the use case's own code. */
function flag(pkg: string, chain: string[], id: string): string | undefined {
  const owner = capabilityOwners[pkg];
  if (!owner) return undefined;
  const viaOwner = chain.findIndex((file) => file.includes(owner));
  if (viaOwner < 0) return undefined;
  // The module that first pulls in the capability folder: if it is not the use case's own code,
  // the function carries the capability only because a shared module imports it.
  const caller = chain[viaOwner - 1] ?? "";
  const ownFolder = `/${id}/`;
  const sharedModules = ["functions/src/middleware/", "functions/src/platform/", "functions/src/data/"];
  if (!caller.includes(ownFolder) && sharedModules.some((m) => caller.includes(m)))
    return `reached through ${caller.replace(/^.*functions\/src\//, "")}, not through the use case`;
  return undefined;
}

const claims = {
  traveller: { sub: "bench-traveller", email: "bench@tembea.local", name: "Bench Runner" },
  agent: {
    sub: "bench-agent",
    email: "agent@tembea.local",
    "cognito:groups": "[agents]",
    "custom:agencyId": "mara-horizon-safaris",
  },
};

function endpointEvent(endpoint: Endpoint, tours: SeededTours, holdDate: string) {
  const params: Record<string, string> = {};
  let path: string = endpoint.path;
  for (const [, name] of endpoint.path.matchAll(/\{(\w+)\}/g)) {
    const value =
      name === "slug"
        ? "kenya"
        : endpoint.id === "getGroupTour"
          ? tours.groupTourId
          : endpoint.id === "getSpecialTour"
            ? tours.specialTourId
            : randomUUID();
    if (!name) continue;
    params[name] = value;
    path = path.replace(`{${name}}`, value);
  }
  // A real booking for the booking hold; other writes get an empty object (validated, then refused),
  // which still loads and runs the whole handler chain.
  const body =
    endpoint.id === "createGroupTourBooking"
      ? bookingBody(tours.groupTourId, holdDate)
      : endpoint.method === "GET"
        ? undefined
        : "{}";
  return apiGatewayEvent({
    method: endpoint.method,
    path,
    routePath: endpoint.path,
    pathParameters: params,
    headers: body ? { "content-type": "application/json" } : {},
    ...(body ? { body } : {}),
    ...(endpoint.access === "public" ? {} : { claims: claims[endpoint.access] }),
  });
}

const scheduledEvent = () => ({
  version: "0",
  id: randomUUID(),
  "detail-type": "Scheduled Event",
  source: "aws.events",
  account: "000000000000",
  time: new Date().toISOString(),
  region: "eu-central-2",
  resources: [],
  detail: {},
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The environment each function gets in AWS, pointed at the twin's services as the twin does. */
async function lambdaEnvironment(twin: BenchTwin): Promise<NodeJS.ProcessEnv> {
  const config = (await (await fetch(`${twin.url}/config.json`)).json()) as {
    auth: { userPoolId: string; endpoint: string };
  };
  return {
    PATH: process.env.PATH,
    NODE_OPTIONS: "--enable-source-maps",
    TABLE_NAME: twin.tableName,
    DYNAMODB_ENDPOINT: twin.dynamoEndpoint,
    SES_ENDPOINT: `http://127.0.0.1:${twin.port + 3}`,
    COGNITO_ENDPOINT: config.auth.endpoint,
    USER_POOL_ID: config.auth.userPoolId,
    SITE_URL: `http://localhost:${twin.port}`,
    STRIPE_WEBHOOK_SECRET: "whsec_tembea_local_twin",
    // The rates job would call the ECB; pointed at the twin it stays on loopback (and keeps the rates).
    RATES_SOURCE_URL: `${twin.url}/bench-no-rates.xml`,
    AWS_REGION: "eu-central-2",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    POWERTOOLS_LOG_LEVEL: "ERROR",
  };
}

export async function measureLambdas(
  twin: BenchTwin,
  tours: SeededTours,
  holdDate: string,
  log: (line: string) => void,
): Promise<{ measurements: Measurement[]; details: LambdaDetail[] }> {
  const lambdas: Lambda[] = [
    ...endpoints.map((e) => ({
      id: e.id,
      kind: "endpoint" as const,
      entry: handlerEntry(e.id),
      event: () => endpointEvent(e, tours, holdDate),
    })),
    ...jobs.map((j) => ({ id: j.id, kind: "job" as const, entry: jobEntry(j), event: scheduledEvent })),
  ];
  rmSync(outRoot, { recursive: true, force: true });
  const env = await lambdaEnvironment(twin);
  const measurements: Measurement[] = [];
  const details: LambdaDetail[] = [];
  for (const lambda of lambdas) {
    const dir = `${outRoot}/${lambda.id}`;
    mkdirSync(dir, { recursive: true });
    const outfile = `${dir}/index.mjs`;
    const { metafile } = await build(esbuildOptions(lambda.entry, outfile));
    if (!metafile) throw new Error(`esbuild gave no metafile for ${lambda.id}`);
    const [outPath, output] =
      Object.entries(metafile.outputs).find(([path]) => path.endsWith("index.mjs")) ?? [];
    if (!outPath || !output) throw new Error(`no bundle for ${lambda.id}`);
    const entryInput = Object.keys(metafile.inputs).find((p) =>
      lambda.entry.endsWith(p.replace(/^(\.\.\/)+/, "")),
    );
    const paths = chains(metafile, entryInput ?? "");
    const byPackage = new Map<string, number>();
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      byPackage.set(packageOf(path), (byPackage.get(packageOf(path)) ?? 0) + bytesInOutput);
    }
    const packages = [...byPackage.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, bytes]) => {
        const chain = (paths.get(name) ?? []).map((f) => f.replace(/^(\.\.\/)*/, ""));
        const flagged = flag(name, chain, useCaseDir(lambda));
        return { name, bytes, chain, ...(flagged ? { flagged } : {}) };
      });
    const externals = [
      ...new Set([...paths.keys()].filter((p) => p.startsWith("@aws-sdk/")).map(externalPackage)),
    ];
    for (const external of externals) {
      const chain = paths.get(external) ?? [];
      const flagged = flag(external, chain, useCaseDir(lambda));
      if (flagged) packages.push({ name: `${external} (runtime)`, bytes: 0, chain, flagged });
    }

    const eventFile = `${dir}/event.json`;
    writeFileSync(eventFile, JSON.stringify(lambda.event()));
    const runs: { importMs: number; invokeMs: number; status: number | null }[] = [];
    for (let i = 0; i < coldStartRuns; i += 1) {
      const child = spawnSync(
        process.execPath,
        [`${repoRoot}scripts/bench/cold-start-child.mjs`, outfile, eventFile],
        {
          cwd: dir,
          env,
          encoding: "utf8",
          timeout: 30_000,
        },
      );
      const line = child.stdout.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
      if (!line) throw new Error(`cold start of ${lambda.id} failed:\n${child.stdout}\n${child.stderr}`);
      runs.push(JSON.parse(line.slice("BENCH_RESULT ".length)));
    }
    const coldStartMs = runs.map((r) => Math.round(r.importMs + r.invokeMs));
    const detail: LambdaDetail = {
      id: lambda.id,
      kind: lambda.kind,
      bundleBytes: output.bytes,
      packages,
      runtimePackages: externals,
      coldStartMs,
      importMs: runs.map((r) => Math.round(r.importMs)),
      status: runs[0]?.status ?? null,
    };
    details.push(detail);
    const flaggedPackages = packages.filter((p) => p.flagged).map((p) => p.name);
    log(`  ${lambda.id}: ${Math.round(output.bytes / 1024)} KB, cold start ${median(coldStartMs)} ms`);
    measurements.push(
      measurement(
        "lambdas",
        lambda.id,
        "bundle (minified)",
        Math.round((output.bytes / 1024) * 10) / 10,
        "KB",
        {
          op: "<=",
          value: bundleTargetKb,
        },
      ),
      measurement(
        "lambdas",
        lambda.id,
        "cold start (median)",
        median(coldStartMs),
        "ms",
        { op: "<=", value: coldStartTargetMs },
        `import ${median(detail.importMs)} ms; event answered ${detail.status ?? "(job)"}`,
      ),
      measurement(
        "lambdas",
        lambda.id,
        "packages it does not use",
        flaggedPackages.length,
        "",
        { op: "=", value: 0 },
        flaggedPackages.join(", ") || undefined,
      ),
    );
  }
  return { measurements, details };
}

function useCaseDir(lambda: Lambda): string {
  return lambda.entry.split("/").at(-2) ?? lambda.id;
}
