// Every Lambda bundled exactly as the CDK stack bundles it (infra/cdk/use-case-function.ts), its
// minified size and packages from the esbuild metafile, and its cold start in a fresh Node process:
// the contract's entries, the jobs and the stack's own functions (functions/src/entries.ts
// platformEntries: the API's $default route, the mail queue's consumer, the edge's tour pages' two, the
// destinations' writer and the agencies' tour index run at each deploy, and the tour photos' processor).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { uploadsBucketVariable } from "@tembea/functions/core/storage/uploads-bucket";
import { handlerEntry, jobEntry, platformEntries } from "@tembea/functions/entries";
import { jobs } from "@tembea/functions/jobs";
import { apiGatewayEvent } from "@tembea/functions/platform/api-gateway-event";
import { type Endpoint, endpoints } from "@tembea/shared";
import { type BuildOptions, build, type Metafile, type Plugin } from "esbuild";
import { tourPagesBundling } from "../../infra/cdk/tour-pages.js";
import { tourPhotoBundling } from "../../infra/cdk/tour-photos.js";
import { functionRuntime, useCaseBundling } from "../../infra/cdk/use-case-function.js";
import { loadConfig } from "../../infra/local/src/config.js";
import type { SeededTours } from "./fixtures.js";
import { bookingBody } from "./fixtures.js";
import { type Measurement, measurement } from "./report.js";
import { oddRunCount } from "./run-count.js";
import { type BenchTwin, repoRoot } from "./twin.js";

export const bundleTargetKb = 250;
/**
 * How many times as long as the runtime's DynamoDB clients alone, loaded beside it, a cold start may
 * take (docs/decisions/0032-cold-starts-against-the-runtime-clients.md): the 120 ms the target was,
 * over the 45–60 ms those clients took on the machine where it was set. Both move with the machine
 * and Node (the clients alone read 45–60 ms then, 66–165 ms on 28 Nov 2026 with no change of ours);
 * their ratio is the target as it was meant, on whatever machine runs the bench.
 */
export const coldStartClientsRatioTarget = 2.3;

/** The median of each cold start over the clients' load measured beside it, to two decimals. */
export function medianClientsRatio(coldStartMs: readonly number[], clientsMs: readonly number[]): number {
  return Math.round(median(coldStartMs.map((ms, i) => ms / (clientsMs[i] ?? Number.NaN))) * 100) / 100;
}
/**
 * Cold starts per function: `BENCH_COLD_STARTS`, else 3, which keeps the whole bench near five
 * minutes. A median of three quotients moves by 0.3–0.5 from run to run; judging one function, take
 * 9 (docs/performance.md, "Where the checkout's cold start goes").
 */
const coldStartRuns = oddRunCount("BENCH_COLD_STARTS", process.env.BENCH_COLD_STARTS, 3);

/**
 * Node's arguments for one cold start in a fresh process (cold-start-child.mjs); with
 * `BENCH_CPU_PROF=<folder>`, each also writes a CPU profile there (`node --cpu-prof`).
 */
export function coldStartChildArgs(bundle: string, eventFile: string): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return [
    ...(folder ? ["--cpu-prof", `--cpu-prof-dir=${folder}`] : []),
    `${repoRoot}scripts/bench/cold-start-child.mjs`,
    bundle,
    eventFile,
  ];
}

/**
 * `BENCH_LAMBDAS=createGroupTourBooking,sendQueuedMail`: only these functions (ids as the report
 * names them), for a quick look at a few; unset, all of them.
 */
export function chosenLambdas<L extends { id: string }>(all: L[], asked = process.env.BENCH_LAMBDAS): L[] {
  if (!asked) return all;
  const ids = new Set(asked.split(",").map((id) => id.trim()));
  const unknown = [...ids].filter((id) => !all.some((l) => l.id === id));
  if (unknown.length > 0) throw new Error(`BENCH_LAMBDAS names no function ${unknown.join(", ")}`);
  return all.filter((l) => ids.has(l.id));
}

/** Inside node_modules, so the bundles find the AWS SDK (external, as the Lambda runtime ships it) there. */
export const outRoot = `${repoRoot}node_modules/.cache/tembea-bench/lambdas`;

/** The bundling options of infra/cdk/use-case-function.ts that decide what esbuild makes. */
type Bundling = Pick<
  typeof useCaseBundling,
  "format" | "mainFields" | "banner" | "minify" | "sourceMap" | "sourcesContent" | "esbuildArgs"
> & { externalModules: readonly string[] };

/**
 * esbuild's `alias` option from the CLI flags NodejsFunction is given (`--alias:<import>=<path>`, the
 * paths relative to the repository root, esbuild's working directory here as there). Any other flag
 * would make the bench's bundles differ from the stack's: refused until it is translated here too.
 */
function aliasesOf(esbuildArgs: Bundling["esbuildArgs"]): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const [flag, value] of Object.entries(esbuildArgs ?? {})) {
    if (flag !== "--alias") throw new Error(`the bench does not pass esbuild's ${flag} on as CDK does`);
    for (const alias of [value].flat()) {
      const [from, to] = String(alias).split(/=(.*)/s);
      if (!from || !to) throw new Error(`--alias:${alias} is not <import>=<path>`);
      aliases[from] = to;
    }
  }
  return aliases;
}

export interface Lambda {
  id: string;
  kind: "endpoint" | "job" | "platform";
  entry: string;
  event: () => unknown;
  /** useCaseBundling unless the stack bundles the function otherwise. */
  bundling?: Bundling;
  /** Settings of its own beside lambdaEnvironment's. */
  environment?: (services: PlatformServices) => NodeJS.ProcessEnv;
  /**
   * Served once, unmeasured, before its cold starts: for a function whose first run brings what it
   * keeps in step into step (a new stage's), so the cold starts measure the run it makes every day.
   */
  settleFirst?: true;
}

type PlatformId = keyof typeof platformEntries;

export interface LambdaDetail {
  id: string;
  kind: string;
  bundleBytes: number;
  /** The probe's size: what the bundle would weigh if our own modules were declared side-effect free. */
  sideEffectFreeBundleBytes: number;
  packages: { name: string; bytes: number; chain: string[]; unused?: boolean }[];
  /** Imported at run time from the Lambda runtime (the AWS SDK), not bundled. */
  runtimePackages: string[];
  coldStartMs: number[];
  /** The runtime's DynamoDB clients loaded alone, right after each cold start. */
  clientsMs: number[];
  importMs: number[];
  status: number | null;
  /** Why the function could not serve its event, when it could not. */
  failure?: string;
}

/** The esbuild options NodejsFunction derives from useCaseBundling (or a function's own) and the runtime. */
export function esbuildOptions(
  entryPoints: Record<string, string>,
  outdir: string,
  bundling: Bundling = useCaseBundling,
): BuildOptions {
  return {
    entryPoints,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    target: functionRuntime.name.replace("nodejs", "node").replace(".x", ""),
    format: bundling.format === "esm" ? "esm" : "cjs",
    mainFields: [...bundling.mainFields],
    banner: { js: bundling.banner },
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    sourcesContent: bundling.sourcesContent,
    external: [...bundling.externalModules],
    alias: aliasesOf(bundling.esbuildArgs),
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

/**
 * Runtime packages a bundle loads with require("…") (functions/src/platform/runtime-sdk.ts, for speed):
 * esbuild does not follow such a call, so the metafile does not list them; the bundle's text does.
 */
function requiredPackages(bundleFile: string): Set<string> {
  const text = readFileSync(bundleFile, "utf8");
  return new Set([...text.matchAll(/\("(@aws-sdk\/[\w-]+)"\)/g)].map((m) => m[1] ?? ""));
}

function externalPackage(path: string): string {
  const parts = path.split("/");
  return path.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
}

/**
 * Our own modules (shared/src, functions/src) declared free of side effects, as a probe: esbuild may
 * then drop a module none of whose exports the function uses. A package that is in the real bundle
 * but not in the probe's is reached only through top-level code the function never calls (e.g. a
 * schema in the shared barrel), so the function carries it without using it.
 */
const ownModulesSideEffectFree: Plugin = {
  name: "own-modules-side-effect-free",
  setup(pluginBuild) {
    const own = (path: string) =>
      path.startsWith(`${repoRoot}shared/src/`) || path.startsWith(`${repoRoot}functions/src/`);
    pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === "probe" || args.kind === "entry-point" || !own(args.importer)) return undefined;
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: "probe",
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (resolved.external) return { path: resolved.path, external: true };
      return {
        path: resolved.path,
        namespace: resolved.namespace,
        sideEffects: own(resolved.path) ? false : resolved.sideEffects,
      };
    });
  },
};

function bytesByPackage(output: Metafile["outputs"][string]): Map<string, number> {
  const byPackage = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    byPackage.set(packageOf(path), (byPackage.get(packageOf(path)) ?? 0) + bytesInOutput);
  }
  return byPackage;
}

/**
 * All functions in one esbuild run per bundling (each entry its own bundle, no shared chunks), as
 * `<outdir>/<id>/<name>.mjs`.
 */
async function bundleAll(lambdas: Lambda[], name: string, plugins: Plugin[] = []) {
  const byBundling = new Map<Bundling, Lambda[]>();
  for (const lambda of lambdas) {
    const bundling = lambda.bundling ?? useCaseBundling;
    byBundling.set(bundling, [...(byBundling.get(bundling) ?? []), lambda]);
  }
  const metafile: Metafile = { inputs: {}, outputs: {} };
  for (const [bundling, some] of byBundling) {
    const entryPoints = Object.fromEntries(some.map((l) => [`${l.id}/${name}`, l.entry]));
    const built = await build({ ...esbuildOptions(entryPoints, outRoot, bundling), plugins });
    if (!built.metafile) throw new Error("esbuild gave no metafile");
    Object.assign(metafile.inputs, built.metafile.inputs);
    Object.assign(metafile.outputs, built.metafile.outputs);
  }
  const outputOf = (id: string) => {
    const output = Object.entries(metafile.outputs).find(([path]) =>
      path.endsWith(`/${id}/${name}.mjs`),
    )?.[1];
    if (!output) throw new Error(`esbuild gave no bundle for ${id}`);
    return output;
  };
  return { metafile, outputOf };
}

/** As API Gateway passes an ID token's claims (the middleware refuses any other kind of token). */
const claims = {
  traveller: {
    sub: "bench-traveller",
    email: "bench@tembea.local",
    name: "Bench Runner",
    token_use: "id",
    iat: String(Math.floor(Date.now() / 1000)),
  },
  agent: {
    token_use: "id",
    iat: String(Math.floor(Date.now() / 1000)),
    sub: "bench-agent",
    email: "agent@tembea.local",
    "cognito:groups": "[agents]",
    "custom:agencyId": "mara-horizon-safaris",
  },
  admin: {
    token_use: "id",
    iat: String(Math.floor(Date.now() / 1000)),
    sub: "bench-admin",
    email: "admin@tembea.local",
    "cognito:groups": "[admins]",
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
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      // A new submission each time, as a client sends it: the booking hold is served whole.
      ...(endpoint.idempotent ? { "idempotency-key": randomUUID() } : {}),
    },
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

/**
 * What the functions talk to besides the twin: stand-ins for the edge's KeyValueStore API and for
 * Stripe's API (stripe-stand-in.mjs).
 */
export interface PlatformServices {
  keyValueStoreUrl: string;
  stripe: { port: number; certFile: string };
}

/**
 * The stack's own functions (functions/src/entries.ts platformEntries), each with the event it gets
 * in AWS and what else the stack gives it; typed by platformEntries, so a new one needs its line here.
 */
function platformLambdas(tours: SeededTours): Record<PlatformId, Omit<Lambda, "id" | "kind" | "entry">> {
  return {
    // The HTTP API's $default route: a path no contract entry has.
    apiNotFound: {
      event: () =>
        apiGatewayEvent({ method: "GET", path: "/api/no-such-route", routePath: "$default", headers: {} }),
    },
    // The mail queue's consumer: one queued mail, sent to the twin's SES.
    sendQueuedMail: {
      event: () => ({
        Records: [
          {
            messageId: randomUUID(),
            receiptHandle: "bench",
            body: JSON.stringify({
              to: "bench@tembea.local",
              subject: "Bench",
              text: "A mail of the bench.",
              html: "<p>A mail of the bench.</p>",
            }),
            attributes: { ApproximateReceiveCount: "1" },
            messageAttributes: {},
            md5OfBody: "",
            eventSource: "aws:sqs",
            eventSourceARN: "arn:aws:sqs:eu-central-2:000000000000:bench",
            awsRegion: "eu-central-2",
          },
        ],
      }),
    },
    // The table stream's consumer: a tour written, whose key it puts into the store (signed with
    // SigV4A, infra/cdk/tour-pages.ts bundles it as here) through the stand-in of the store's API.
    syncTourPages: {
      bundling: tourPagesBundling,
      event: () => ({
        Records: [
          {
            eventName: "INSERT",
            eventSource: "aws:dynamodb",
            dynamodb: {
              Keys: { pk: { S: `TOUR#${tours.groupTourId}` }, sk: { S: "TOUR" } },
              NewImage: { pk: { S: `TOUR#${tours.groupTourId}` }, sk: { S: "TOUR" }, kind: { S: "group" } },
            },
          },
        ],
      }),
      environment: keyValueStoreEnvironment,
    },
    // The deploy's trigger invokes it with no payload: it lists the stand-in's (empty) store and the
    // twin's tours, asks each tour's item, and puts their keys.
    // The deploy's trigger and the daily schedule, with no payload. A new stage's store starts empty and
    // its first reconcile puts every tour (a GetItem each); the cold starts are those of every later
    // run, which find the store (the stand-in keeps its keys) in step with the table.
    reconcileTourPages: {
      bundling: tourPagesBundling,
      event: () => ({}),
      environment: keyValueStoreEnvironment,
      settleFirst: true,
    },
    // The deploy's trigger invokes it with no payload: it puts the twelve destinations again.
    writeDestinations: { event: () => ({}) },
    // The deploy's trigger invokes it with no payload: it reads the tour lists, all indexed already.
    indexAgencyTours: { event: () => ({}) },
    // The bucket's notification for an upload under incoming/tour-photos/; the bench's names no photo
    // slot handed out, so the function reads the table, finds none and deletes the upload from the
    // twin's S3 (a missing key, which S3 answers as deleted). Its bundle has sharp beside it (installed
    // for the Lambda's platform in AWS, this machine's here), which it loads only to render an image
    // (core/storage/sharp.ts): a real upload's first rendering pays that, about 30 ms, in its invocation.
    processTourPhoto: {
      bundling: tourPhotoBundling,
      event: () => ({
        Records: [
          {
            eventSource: "aws:s3",
            eventName: "ObjectCreated:Put",
            s3: {
              bucket: { name: loadConfig().uploadsBucket },
              object: { key: "incoming/tour-photos/bench/bench/none.png", size: 1 },
            },
          },
        ],
      }),
    },
  };
}

/** lambdaEnvironment's NODE_OPTIONS with loopback-dns.mjs preloaded, for a function that talks to a stand-in. */
const loopbackNodeOptions = `--enable-source-maps --import=${repoRoot}scripts/bench/loopback-dns.mjs`;

/** A function of the edge's tour pages pointed at the stand-in of the KeyValueStore API. */
const keyValueStoreEnvironment = ({ keyValueStoreUrl }: PlatformServices): NodeJS.ProcessEnv => ({
  TOUR_PAGES_STORE_ARN: "arn:aws:cloudfront::000000000000:key-value-store/bench",
  AWS_ENDPOINT_URL: keyValueStoreUrl,
  NODE_OPTIONS: loopbackNodeOptions,
});

/**
 * Whether a bundle calls Stripe: its client's address is fixed (functions/src/core/payments/stripe-api.ts)
 * and kept as written by the minifier. Only such a function has api.stripe.com sent to the stand-in,
 * so no other sees its names resolved otherwise than in AWS.
 */
export function callsStripe(bundleFile: string): boolean {
  return readFileSync(bundleFile, "utf8").includes("https://api.stripe.com");
}

/** A function that calls Stripe reaches the stand-in at api.stripe.com and trusts its certificate. */
const stripeEnvironment = ({ stripe }: PlatformServices): NodeJS.ProcessEnv => ({
  NODE_OPTIONS: loopbackNodeOptions,
  BENCH_STRIPE_PORT: String(stripe.port),
  NODE_EXTRA_CA_CERTS: stripe.certFile,
});

/** The environment a function's cold start runs in: the common one, its own, and Stripe's if it calls Stripe. */
export function environmentOf(
  lambda: Lambda,
  bundleFile: string,
  env: NodeJS.ProcessEnv,
  services: PlatformServices,
): NodeJS.ProcessEnv {
  return {
    ...env,
    ...lambda.environment?.(services),
    ...(callsStripe(bundleFile) ? stripeEnvironment(services) : {}),
  };
}

/** Starts a stand-in in a process of its own; resolves with the groups of its first line matching `ready`. */
function startStandIn(file: string, ready: RegExp): Promise<{ found: string[]; child: ChildProcess }> {
  const child = spawn(process.execPath, [`${repoRoot}scripts/bench/${file}`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve({ found: match.slice(1), child });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the stand-in ${file} ended (${code})`)));
  });
}

/** Starts kvs-stand-in.mjs and stripe-stand-in.mjs; `stop` ends both. */
export async function startStandIns(): Promise<{ services: PlatformServices; stop: () => void }> {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill();
  };
  try {
    const keyValueStore = await startStandIn("kvs-stand-in.mjs", /KVS_PORT (\d+)/);
    children.push(keyValueStore.child);
    const stripe = await startStandIn("stripe-stand-in.mjs", /STRIPE_STAND_IN (\d+) (\S+)\n/);
    children.push(stripe.child);
    const [port, certFile] = stripe.found;
    return {
      services: {
        keyValueStoreUrl: `http://kvs.bench:${keyValueStore.found[0]}`,
        stripe: { port: Number(port), certFile: certFile ?? "" },
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The environment each function gets in AWS, pointed at the twin's services as the twin does. */
export async function lambdaEnvironment(twin: BenchTwin): Promise<NodeJS.ProcessEnv> {
  const twinConfig = loadConfig({ PORT: String(twin.port) });
  const config = (await (await fetch(`${twin.url}/config.json`)).json()) as {
    auth: { userPoolId: string; endpoint: string };
  };
  return {
    PATH: process.env.PATH,
    NODE_OPTIONS: "--enable-source-maps",
    TABLE_NAME: twin.tableName,
    DYNAMODB_ENDPOINT: twin.dynamoEndpoint,
    SES_ENDPOINT: `http://127.0.0.1:${twin.port + 3}`,
    S3_ENDPOINT: `http://127.0.0.1:${twinConfig.ports.s3}`,
    [uploadsBucketVariable]: twinConfig.uploadsBucket,
    COGNITO_ENDPOINT: config.auth.endpoint,
    USER_POOL_ID: config.auth.userPoolId,
    SITE_URL: `http://localhost:${twin.port}`,
    STRIPE_WEBHOOK_SECRET: "whsec_tembea_local_twin",
    // A key, as AWS has one, so that paying goes to Stripe (core/ports.ts), here its stand-in
    // (stripe-stand-in.mjs, which a function reaches with stripeEnvironment); nothing else reads it.
    STRIPE_SECRET_KEY: "sk_test_bench",
    // The rates job would call the ECB; pointed at the twin it stays on loopback (and keeps the rates).
    RATES_SOURCE_URL: `${twin.url}/bench-no-rates.xml`,
    AWS_REGION: "eu-central-2",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    POWERTOOLS_LOG_LEVEL: "ERROR",
    // What Lambda sets, so a traced function (platform/tracing.ts) traces as it does in AWS: the tracer
    // starts only where AWS_EXECUTION_ENV is set, the X-Ray SDK takes Lambda's segment from the trace
    // header, and sends its subsegments over UDP to the daemon's address (a port nobody listens on).
    AWS_EXECUTION_ENV: `AWS_Lambda_${functionRuntime.name}`,
    LAMBDA_TASK_ROOT: "/var/task",
    _HANDLER: "index.handler",
    _X_AMZN_TRACE_ID: "Root=1-674f0000-0123456789abcdef01234567;Parent=0123456789abcdef;Sampled=1",
    AWS_XRAY_DAEMON_ADDRESS: "127.0.0.1:2999",
  };
}

/**
 * What every function that reads the table pays before its own code: loading the DynamoDB clients the
 * Lambda runtime provides (external to the bundles) as the functions do, with require()
 * (functions/src/platform/runtime-sdk.ts), in a fresh process with the functions' NODE_OPTIONS.
 */
export function runtimeClientsLoadMs(env: NodeJS.ProcessEnv): number {
  const code = [
    'import { createRequire } from "node:module";',
    'const require = createRequire(process.cwd() + "/");',
    "const t = performance.now();",
    'require("@aws-sdk/client-dynamodb");',
    'require("@aws-sdk/lib-dynamodb");',
    'console.log("BENCH_RESULT " + (performance.now() - t));',
  ].join(" ");
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    cwd: repoRoot,
    env,
    encoding: "utf8",
    timeout: 30_000,
  });
  const line = child.stdout.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
  if (!line) throw new Error(`importing the AWS SDK failed: ${child.stderr}`);
  return Math.round(Number(line.slice("BENCH_RESULT ".length)));
}

/** Every function the stack deploys, with the event the bench serves it. */
export function benchLambdas(tours: SeededTours, holdDate: string): Lambda[] {
  return [
    ...endpoints.map((e) => ({
      id: e.id,
      kind: "endpoint" as const,
      entry: handlerEntry(e.id),
      event: () => endpointEvent(e, tours, holdDate),
    })),
    ...jobs.map((j) => ({ id: j.id, kind: "job" as const, entry: jobEntry(j), event: scheduledEvent })),
    ...Object.entries(platformLambdas(tours)).map(([id, lambda]) => ({
      id,
      kind: "platform" as const,
      entry: platformEntries[id as PlatformId],
      ...lambda,
    })),
  ];
}

export async function measureLambdas(
  twin: BenchTwin,
  tours: SeededTours,
  holdDate: string,
  log: (line: string) => void,
): Promise<{ measurements: Measurement[]; details: LambdaDetail[] }> {
  const lambdas = chosenLambdas(benchLambdas(tours, holdDate));
  rmSync(outRoot, { recursive: true, force: true });
  const env = await lambdaEnvironment(twin);
  const standIns = await startStandIns();
  try {
    return await measureEach(lambdas, env, standIns.services, log);
  } finally {
    standIns.stop();
  }
}

async function measureEach(
  lambdas: Lambda[],
  env: NodeJS.ProcessEnv,
  services: PlatformServices,
  log: (line: string) => void,
): Promise<{ measurements: Measurement[]; details: LambdaDetail[] }> {
  // Measured right after each cold start, so both see the same machine load.
  const sdk: number[] = [];
  const real = await bundleAll(lambdas, "index");
  const probeBuild = await bundleAll(lambdas, "probe", [ownModulesSideEffectFree]);
  const measurements: Measurement[] = [];
  const details: LambdaDetail[] = [];
  for (const lambda of lambdas) {
    const dir = `${outRoot}/${lambda.id}`;
    const outfile = `${dir}/index.mjs`;
    const { metafile } = real;
    const output = real.outputOf(lambda.id);
    const probe = { metafile: probeBuild.metafile, output: probeBuild.outputOf(lambda.id) };
    const probePackages = bytesByPackage(probe.output);
    const entryInput = Object.keys(metafile.inputs).find((p) =>
      lambda.entry.endsWith(p.replace(/^(\.\.\/)+/, "")),
    );
    const paths = chains(metafile, entryInput ?? "");
    const packages = [...bytesByPackage(output).entries()]
      .filter(([, bytes]) => bytes > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, bytes]) => {
        const chain = (paths.get(name) ?? []).map((f) => f.replace(/^(\.\.\/)*/, ""));
        const unused = !name.startsWith("@tembea/") && !probePackages.get(name);
        return { name, bytes, chain, ...(unused ? { unused: true } : {}) };
      });
    // The SDK packages the bundle leaves to the runtime: those imported as external (a function may
    // bundle some of @aws-sdk/*, as syncTourPages does its signer), and those required by name.
    const importedExternals = new Set(
      Object.keys(output.inputs).flatMap((path) =>
        (metafile.inputs[path]?.imports ?? []).filter((i) => i.external).map((i) => i.path),
      ),
    );
    const externals = [
      ...new Set([
        ...[...paths.keys()]
          .filter((p) => p.startsWith("@aws-sdk/") && importedExternals.has(p))
          .map(externalPackage),
        ...requiredPackages(outfile),
      ]),
    ];
    const probeExternals = new Set([
      ...Object.keys(probe.output.inputs).flatMap((path) =>
        (probe.metafile.inputs[path]?.imports ?? [])
          .filter((i) => i.external)
          .map((i) => externalPackage(i.path)),
      ),
      ...requiredPackages(`${dir}/probe.mjs`),
    ]);
    for (const external of externals) {
      if (!probeExternals.has(external))
        packages.push({
          name: `${external} (runtime)`,
          bytes: 0,
          chain: paths.get(external) ?? [],
          unused: true,
        });
    }

    const eventFile = `${dir}/event.json`;
    writeFileSync(eventFile, JSON.stringify(lambda.event()));
    const runs: { importMs: number; invokeMs: number; status: number | null }[] = [];
    const clientsMs: number[] = [];
    let failure: string | undefined;
    for (let i = lambda.settleFirst ? -1 : 0; i < coldStartRuns; i += 1) {
      const child = spawnSync(process.execPath, coldStartChildArgs(outfile, eventFile), {
        cwd: dir,
        env: environmentOf(lambda, outfile, env, services),
        encoding: "utf8",
        timeout: 30_000,
      });
      const line = child.stdout.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
      // A function that cannot start is a finding, not a reason to lose the rest of the report.
      if (!line) {
        failure = `${child.stderr || child.stdout}`.trim().split("\n").slice(-5).join(" | ");
        log(`  ${lambda.id}: cold start failed: ${failure}`);
        break;
      }
      if (i < 0) continue;
      runs.push(JSON.parse(line.slice("BENCH_RESULT ".length)));
      clientsMs.push(runtimeClientsLoadMs(env));
    }
    sdk.push(...clientsMs);
    const coldStartMs = runs.map((r) => Math.round(r.importMs + r.invokeMs));
    const ratio = medianClientsRatio(coldStartMs, clientsMs);
    const detail: LambdaDetail = {
      id: lambda.id,
      kind: lambda.kind,
      bundleBytes: output.bytes,
      sideEffectFreeBundleBytes: probe.output.bytes,
      packages,
      runtimePackages: externals,
      coldStartMs,
      clientsMs,
      importMs: runs.map((r) => Math.round(r.importMs)),
      status: runs[0]?.status ?? null,
      ...(failure ? { failure } : {}),
    };
    details.push(detail);
    const flaggedPackages = packages.filter((p) => p.unused).map((p) => p.name);
    log(
      `  ${lambda.id}: ${Math.round(output.bytes / 1024)} KB, cold start ${median(coldStartMs)} ms, ${ratio} times the runtime's clients`,
    );
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
        failure ? null : median(coldStartMs),
        "ms",
        undefined,
        failure
          ? `failed: ${failure}`
          : `import ${median(detail.importMs)} ms; event answered ${detail.status ?? "(job)"}`,
      ),
      measurement(
        "lambdas",
        lambda.id,
        "cold start in loads of the runtime's clients (median)",
        failure ? null : ratio,
        "×",
        { op: "<=", value: coldStartClientsRatioTarget },
        failure ? undefined : `${coldStartMs.join(" ")} ms over ${clientsMs.join(" ")} ms`,
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
  measurements.unshift(
    measurement("lambdas", "(DynamoDB clients of the runtime alone)", "load (median)", median(sdk), "ms"),
  );
  return { measurements, details };
}
