// What Powertools Tracer costs each function, for docs/decisions/0030-tracer-where-it-pays.md:
// `npm run bench -- tracer` (with BENCH_LAMBDAS=a,b to measure a few). Each function is bundled as
// the stack bundles it (lambdas.ts) three ways, and the three are started in turn, run after run,
// so that all three see the same machine load (this machine's load moves cold starts by 2-3x; the
// difference between variants measured together is what can be compared):
// - without: functions/src/platform/tracing.ts replaced by a no-op, i.e. what an untraced function
//   ships and how it starts;
// - bundled: traced, the tracer in the bundle (what the stack deploys for a traced function; for a
//   function whose handler does not opt in, the bench adds the handler middleware as it would);
// - layer: traced, the tracer left out of the bundle and required at run time, as from Powertools'
//   public Lambda layer (/opt/nodejs/node_modules in AWS, this repository's node_modules here). The
//   layer's code is loaded at every cold start all the same, so it counts in the cold start here.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build, type Plugin } from "esbuild";
import { useCaseBundling } from "../../infra/cdk/use-case-function.js";
import type { SeededTours } from "./fixtures.js";
import {
  benchLambdas,
  bundleTargetKb,
  chosenLambdas,
  coldStartChildArgs,
  coldStartClientsRatioTarget,
  environmentOf,
  esbuildOptions,
  type Lambda,
  lambdaEnvironment,
  median,
  medianClientsRatio,
  outRoot,
  runtimeClientsLoadMs,
  startStandIns,
} from "./lambdas.js";
import { type Measurement, measurement } from "./report.js";
import { oddRunCount } from "./run-count.js";
import { type BenchTwin, repoRoot } from "./twin.js";

const variants = ["without", "bundled", "layer"] as const;
type Variant = (typeof variants)[number];

/** Runs per variant: `BENCH_TRACER_RUNS`, else 7 (alternating, so 21 cold starts a function). */
const runs = oddRunCount("BENCH_TRACER_RUNS", process.env.BENCH_TRACER_RUNS, 7);

const tracingModule = `${repoRoot}functions/src/platform/tracing.ts`;

/** The same exports as platform/tracing.ts, doing nothing: a function as if it were not traced. */
const noTracing = `
export const tracer = undefined;
export function traceInvocation() { return []; }
`;

/**
 * platform/tracing.ts with the tracer taken at run time by require() (the bundle's banner gives ESM
 * bundles one), which Node resolves through NODE_PATH (/opt/nodejs/node_modules, the layer) in AWS.
 * Kept in step with tracing.ts by hand: it is a measurement, not something the stack deploys.
 */
const tracingFromLayer = `
import { hookRuntimeClients } from "./runtime-sdk.js";
const { Tracer } = require("@aws-lambda-powertools/tracer");
const { captureLambdaHandler } = require("@aws-lambda-powertools/tracer/middleware");
export const tracer = new Tracer();
hookRuntimeClients((client) => tracer.captureAWSv3Client(client));
export function traceInvocation() {
  const capture = captureLambdaHandler(tracer, { captureResponse: false });
  return {
    before: capture.before,
    after: capture.after,
    onError: (request) => {
      const status = request.response?.statusCode;
      if (typeof status === "number" && status < 500) {
        if (tracer.isTracingEnabled()) tracer.getSegment()?.addErrorFlag();
        return capture.after(request);
      }
      return capture.onError(request);
    },
  };
}
`;

function tracingAs(variant: Variant): Plugin {
  return {
    name: `tracing-${variant}`,
    setup(pluginBuild) {
      if (variant === "bundled") return;
      pluginBuild.onLoad({ filter: /platform\/tracing\.ts$/ }, (args) =>
        args.path === tracingModule
          ? { contents: variant === "without" ? noTracing : tracingFromLayer, loader: "ts" }
          : undefined,
      );
    },
  };
}

/** Whether a handler passes traceInvocation() itself; if not, the bench adds it around its handler. */
const tracesItself = (entry: string) => readFileSync(entry, "utf8").includes("platform/tracing.js");

/**
 * An entry that traces a function whose handler does not, as its `tracing` option would: the
 * middleware outermost, around the whole chain. A second middy around the handler, not `.use()` on
 * it: middy runs the middleware used last innermost, whose onError comes before errorResponse's
 * answer, so a refused request was recorded as a fault with its stack (Node then parses the
 * bundle's source map: +17–30 ms that the function, traced as it would be, never pays).
 */
function tracedEntry(lambda: Lambda, dir: string): string {
  if (tracesItself(lambda.entry)) return lambda.entry;
  const file = `${dir}/traced-entry.ts`;
  writeFileSync(
    file,
    [
      'import middy from "@middy/core";',
      `import { handler as untraced } from ${JSON.stringify(lambda.entry)};`,
      `import { traceInvocation } from ${JSON.stringify(tracingModule)};`,
      "export const handler = middy(untraced).use(traceInvocation());",
    ].join("\n"),
  );
  return file;
}

interface TracerCost {
  id: string;
  bundleBytes: Record<Variant, number>;
  coldStartMs: Record<Variant, number[]>;
  /** The same cold starts' CPU time (cold-start-child.mjs): what moves least with the machine's load. */
  cpuMs: Record<Variant, number[]>;
  /** The runtime's DynamoDB clients loaded alone, once each round. */
  clientsMs: number[];
  failure?: string;
}

export async function measureTracerCost(
  twin: BenchTwin,
  tours: SeededTours,
  holdDate: string,
  log: (line: string) => void,
): Promise<{ measurements: Measurement[]; details: TracerCost[] }> {
  const lambdas = chosenLambdas(benchLambdas(tours, holdDate));
  const root = `${outRoot}-tracer`;
  rmSync(root, { recursive: true, force: true });
  const env = await lambdaEnvironment(twin);
  const standIns = await startStandIns();
  const measurements: Measurement[] = [];
  const details: TracerCost[] = [];
  try {
    for (const lambda of lambdas) {
      const dir = `${root}/${lambda.id}`;
      mkdirSync(dir, { recursive: true });
      const entry = tracedEntry(lambda, dir);
      const bundling = lambda.bundling ?? useCaseBundling;
      const bundleBytes = {} as Record<Variant, number>;
      for (const variant of variants) {
        const external = [
          ...bundling.externalModules,
          ...(variant === "layer"
            ? ["@aws-lambda-powertools/tracer", "@aws-lambda-powertools/tracer/*"]
            : []),
        ];
        const built = await build({
          ...esbuildOptions({ [variant]: variant === "without" ? lambda.entry : entry }, dir, {
            ...bundling,
            externalModules: external,
          }),
          plugins: [tracingAs(variant)],
        });
        const output = Object.entries(built.metafile?.outputs ?? {}).find(([path]) =>
          path.endsWith(`/${variant}.mjs`),
        )?.[1];
        if (!output) throw new Error(`esbuild gave no ${variant} bundle for ${lambda.id}`);
        bundleBytes[variant] = output.bytes;
      }
      const eventFile = `${dir}/event.json`;
      writeFileSync(eventFile, JSON.stringify(lambda.event()));
      const coldStartMs: Record<Variant, number[]> = { without: [], bundled: [], layer: [] };
      const cpuMs: Record<Variant, number[]> = { without: [], bundled: [], layer: [] };
      // The runtime's DynamoDB clients loaded alone once a round, beside the three cold starts.
      const clientsMs: number[] = [];
      let failure: string | undefined;
      for (let i = 0; i < runs && !failure; i += 1) {
        for (const variant of variants) {
          const child = spawnSync(process.execPath, coldStartChildArgs(`${dir}/${variant}.mjs`, eventFile), {
            cwd: dir,
            env: environmentOf(lambda, `${dir}/${variant}.mjs`, env, standIns.services),
            encoding: "utf8",
            timeout: 30_000,
          });
          const line = child.stdout.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
          if (!line) {
            failure = `${variant}: ${`${child.stderr || child.stdout}`.trim().split("\n").slice(-3).join(" | ")}`;
            break;
          }
          const result = JSON.parse(line.slice("BENCH_RESULT ".length));
          coldStartMs[variant].push(Math.round(result.importMs + result.invokeMs));
          cpuMs[variant].push(Math.round(result.cpuMs));
        }
        if (!failure) clientsMs.push(runtimeClientsLoadMs(env));
      }
      details.push({
        id: lambda.id,
        bundleBytes,
        coldStartMs,
        cpuMs,
        clientsMs,
        ...(failure ? { failure } : {}),
      });
      const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
      const ms = (variant: Variant) => (failure ? null : median(coldStartMs[variant]));
      const without = ms("without");
      const cpu = (variant: Variant) => (failure ? null : median(cpuMs[variant]));
      const clientsRatio = (variant: Variant) =>
        failure ? null : medianClientsRatio(coldStartMs[variant], clientsMs);
      log(
        `  ${lambda.id}: ${variants.map((v) => `${v} ${kb(bundleBytes[v])} KB ${ms(v)} ms (CPU ${cpu(v)} ms)`).join(", ")}${failure ? ` (failed: ${failure})` : ""}`,
      );
      for (const variant of variants) {
        const delta =
          variant === "without" || without === null
            ? ""
            : ` (${(ms(variant) ?? 0) - without} ms more than without)`;
        measurements.push(
          measurement("tracer", lambda.id, `bundle, ${variant}`, kb(bundleBytes[variant]), "KB", {
            op: "<=",
            value: bundleTargetKb,
          }),
          measurement(
            "tracer",
            lambda.id,
            `cold start, ${variant} (median of ${runs})`,
            ms(variant),
            "ms",
            undefined,
            failure ? `failed: ${failure}` : `${coldStartMs[variant].join(" ")}${delta}`,
          ),
          measurement(
            "tracer",
            lambda.id,
            `cold start in loads of the runtime's clients, ${variant} (median of ${runs})`,
            clientsRatio(variant),
            "×",
            { op: "<=", value: coldStartClientsRatioTarget },
            failure ? undefined : `the clients alone ${clientsMs.join(" ")}`,
          ),
          measurement(
            "tracer",
            lambda.id,
            `cold start CPU time, ${variant} (median of ${runs})`,
            cpu(variant),
            "ms",
            undefined,
            failure ? undefined : cpuMs[variant].join(" "),
          ),
        );
      }
    }
  } finally {
    standIns.stop();
  }
  return { measurements, details };
}
