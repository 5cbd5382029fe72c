// `npm run bench`: starts the local twin on its own port, measures the web pages, Lighthouse, the API,
// the places race and the Lambdas, stops everything, prints a table and writes bench/results.json.
// `npm run bench -- api race` runs only the named sections.

import { cpus, loadavg } from "node:os";
import { measureApi } from "./api.js";
import { benchPages } from "./browser.js";
import { measureCatalogue } from "./catalogue.js";
import { benchDeparture, seededTours, useTwinTable } from "./fixtures.js";
import { type HttpsFront, startHttpsFront } from "./https-front.js";
import { measureLambdas } from "./lambdas.js";
import { measureLighthouse } from "./lighthouse.js";
import { measureRace } from "./race.js";
import { measureRenderer } from "./renderer.js";
import { type Measurement, renderTable, writeResults } from "./report.js";
import { measureTracerCost } from "./tracer.js";
import { type BenchTwin, repoRoot, startBenchTwin } from "./twin.js";
import { measureWeb } from "./web.js";

// "catalogue" comes last: it leaves 2,000 generated tours in the twin. "tracer" (what Powertools Tracer
// costs each function, decision 0030) runs only when asked: `npm run bench -- tracer`.
const sections = ["web", "lighthouse", "api", "race", "lambdas", "renderer", "tracer", "catalogue"] as const;
const askedOnly: readonly Section[] = ["tracer"];
type Section = (typeof sections)[number];

const log = (line: string) => console.log(`[bench] ${line}`);
/** The whole run must end on its own; past this the twin is stopped and the run fails (the catalogue section alone writes 6,000 items). */
const overallLimitMs = 13 * 60_000;

async function run(chosen: Set<Section>, port: number): Promise<boolean> {
  const startedAt = new Date();
  const loadAtStart = loadavg();
  if ((loadAtStart[0] ?? 0) > cpus().length)
    log(
      `the machine is busy (load ${loadAtStart[0]?.toFixed(1)} on ${cpus().length} cores): latencies and cold starts will read high`,
    );
  const measurements: Measurement[] = [];
  const details: Record<string, unknown> = {};
  let twin: BenchTwin | undefined;
  const limit = setTimeout(() => {
    console.error(`[bench] still running after ${overallLimitMs / 60_000} minutes: stopping`);
    void (twin?.stop() ?? Promise.resolve()).finally(() => process.exit(2));
  }, overallLimitMs);
  const interrupt = () => void (twin?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  try {
    twin = await startBenchTwin(port, log);
    useTwinTable(twin);
    const tours = await seededTours();
    // Far-off dates no demo departure uses: one with room for every hold of the API run, one per race.
    const holdDate = await benchDeparture(tours, 700, 100_000);
    const browserOrigin = `http://localhost:${port}`;
    const pages = benchPages(tours.groupTourId);
    const step = async <T extends { measurements: Measurement[]; details: unknown }>(
      section: Section,
      measure: () => Promise<T>,
    ) => {
      if (!chosen.has(section)) return;
      // The lambdas and renderer sections wait for each cold start synchronously (spawnSync), so the
      // twin's close of an idle kept-alive socket is not seen meanwhile; one turn of the event loop
      // lets fetch drop it, or the next section's first request reuses it ("other side closed").
      await new Promise((resolve) => setImmediate(resolve));
      const t = performance.now();
      log(`${section}…`);
      const result = await measure();
      measurements.push(...result.measurements);
      details[section] = result.details;
      log(`${section} done in ${Math.round((performance.now() - t) / 1000)} s`);
    };
    await step("web", () => measureWeb(browserOrigin, pages));
    await step("lighthouse", async () => {
      // Over the deployed site's protocol (https-front.ts); BENCH_LIGHTHOUSE_HTTP1=1 asks the twin itself.
      const front: HttpsFront | undefined =
        process.env.BENCH_LIGHTHOUSE_HTTP1 === "1" ? undefined : await startHttpsFront(port);
      if (front) log(`Lighthouse over HTTP/2 and TLS, as CloudFront serves: ${front.origin} → the twin`);
      try {
        const measured = await measureLighthouse(front?.origin ?? browserOrigin, pages);
        const asked = front ? "h2" : "http/1.1";
        const other = measured.details.filter((page) => page.protocol !== asked);
        if (other.length > 0)
          throw new Error(
            `Lighthouse saw ${other.map((p) => `${p.path} over ${p.protocol}`).join(", ")}, not ${asked}`,
          );
        return measured;
      } finally {
        await front?.close();
      }
    });
    await step("api", () => measureApi(twin?.url ?? "", tours, holdDate));
    await step("race", () => measureRace(twin?.url ?? "", tours, 701));
    await step("lambdas", () => measureLambdas(twin as BenchTwin, tours, holdDate, log));
    await step("renderer", () => measureRenderer(twin as BenchTwin, tours, log));
    await step("tracer", () => measureTracerCost(twin as BenchTwin, tours, holdDate, log));
    await step("catalogue", () => measureCatalogue(twin?.url ?? "", tours, log));
  } finally {
    clearTimeout(limit);
    await twin?.stop();
  }
  console.log(`\n${renderTable(measurements)}\n`);
  const out = `${repoRoot}bench/results.json`;
  writeResults(out, measurements, details, startedAt, loadAtStart);
  const failed = measurements.filter((m) => m.pass === false);
  log(`${measurements.length} numbers, ${failed.length} off target; written to bench/results.json`);
  return true;
}

const asked = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = asked.filter((a) => !(sections as readonly string[]).includes(a));
if (unknown.length > 0) {
  console.error(`[bench] unknown section ${unknown.join(", ")}; choose from ${sections.join(", ")}`);
  process.exit(1);
}
const chosen = new Set<Section>(
  asked.length > 0 ? (asked as Section[]) : sections.filter((s) => !askedOnly.includes(s)),
);
const port = Number(process.env.BENCH_PORT ?? process.env.PORT ?? 3900);

run(chosen, port).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("[bench] failed:", error);
    process.exit(1);
  },
);
