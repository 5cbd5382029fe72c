// The tour-page renderer's cold starts (docs/decisions/0033-tour-pages-rendered-on-request.md): the
// web build's server render as the stack deploys it (web/dist-renderer, not an esbuild bundle of
// functions/, so not in the lambdas section), started in a fresh Node process per run by the same
// child as the functions (cold-start-child.mjs), with the event CloudFront's behaviour hands it,
// asking the bench's twin for the page's answer. Judged as the functions are (decision 0032).

import { spawnSync } from "node:child_process";
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { renderPageHeader } from "@tembea/shared/site/edge-headers";
import { rendererApiOriginVariable } from "@tembea/shared/site/prerendered-pages";
import type { SeededTours } from "./fixtures.js";
import {
  coldStartChildArgs,
  coldStartClientsRatioTarget,
  median,
  medianClientsRatio,
  runtimeClientsLoadMs,
} from "./lambdas.js";
import { type Measurement, measurement } from "./report.js";
import { type BenchTwin, repoRoot } from "./twin.js";

const rendererFolder = `${repoRoot}web/dist-renderer`;
const outDir = `${repoRoot}node_modules/.cache/bench-renderer`;
const runs = 5;

export interface RendererDetail {
  page: string;
  coldStartMs: number[];
  importMs: number[];
  clientsMs: number[];
  /** How each run was answered: the rendered page's `cache-control`, or the frame's `no-cache`. */
  answers: string[];
  failure?: string;
}

/** The pages it renders, as the viewer-request function hands them: the file and the page's path. */
function events(tours: SeededTours) {
  return [
    {
      page: "tour page",
      event: {
        rawPath: "/prerendered/de/group-tour/index.html",
        headers: { [renderPageHeader]: `/de/group-tour/${tours.groupTourId}` },
      },
    },
    {
      page: "tour list",
      event: {
        rawPath: "/prerendered/fr/group-tours/index.html",
        headers: { [renderPageHeader]: "/fr/group-tours" },
      },
    },
  ];
}

export async function measureRenderer(
  twin: BenchTwin,
  tours: SeededTours,
  log: (line: string) => void,
): Promise<{ measurements: Measurement[]; details: RendererDetail[] }> {
  const entry = `${rendererFolder}/tour-page-server.js`;
  const entryKb = Math.round((statSync(entry).size / 1024) * 10) / 10;
  const pageKb = Math.round((statSync(`${rendererFolder}/render-page.js`).size / 1024) * 10) / 10;
  mkdirSync(outDir, { recursive: true });
  const env = { ...process.env, [rendererApiOriginVariable]: twin.url, NODE_ENV: "production" };
  const measurements: Measurement[] = [
    measurement("renderer", "renderTourPage", "entry and server render (minified)", entryKb + pageKb, "KB"),
  ];
  const details: RendererDetail[] = [];
  for (const { page, event } of events(tours)) {
    const eventFile = `${outDir}/${page.replace(" ", "-")}.json`;
    writeFileSync(eventFile, JSON.stringify(event));
    const detail: RendererDetail = { page, coldStartMs: [], importMs: [], clientsMs: [], answers: [] };
    for (let i = 0; i < runs; i += 1) {
      const child = spawnSync(process.execPath, coldStartChildArgs(entry, eventFile), {
        cwd: outDir,
        env,
        encoding: "utf8",
        timeout: 30_000,
      });
      const line = child.stdout.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
      if (!line) {
        detail.failure = `${child.stderr || child.stdout}`.trim().split("\n").slice(-5).join(" | ");
        log(`  renderer, ${page}: cold start failed: ${detail.failure}`);
        break;
      }
      const result = JSON.parse(line.slice("BENCH_RESULT ".length)) as {
        importMs: number;
        invokeMs: number;
        cacheControl?: string;
      };
      detail.coldStartMs.push(Math.round(result.importMs + result.invokeMs));
      detail.importMs.push(Math.round(result.importMs));
      detail.answers.push(result.cacheControl ?? "(none)");
      detail.clientsMs.push(runtimeClientsLoadMs(env));
    }
    details.push(detail);
    // A frame served in place of the page (an answer the API did not give) is no render: a failure here.
    const rendered = detail.answers.every((answer) => answer.includes("s-maxage"));
    const failed = detail.failure ?? (rendered ? undefined : `not rendered: ${detail.answers.join(", ")}`);
    const ratio = medianClientsRatio(detail.coldStartMs, detail.clientsMs);
    log(
      `  renderer, ${page}: cold start ${median(detail.coldStartMs)} ms, ${ratio} times the runtime's clients`,
    );
    measurements.push(
      measurement(
        "renderer",
        `renderTourPage, ${page}`,
        "cold start (median)",
        failed ? null : median(detail.coldStartMs),
        "ms",
        undefined,
        failed ?? `import ${median(detail.importMs)} ms`,
      ),
      measurement(
        "renderer",
        `renderTourPage, ${page}`,
        "cold start in loads of the runtime's clients (median)",
        failed ? null : ratio,
        "×",
        { op: "<=", value: coldStartClientsRatioTarget },
        failed ? undefined : `${detail.coldStartMs.join(" ")} ms over ${detail.clientsMs.join(" ")} ms`,
      ),
    );
  }
  return { measurements, details };
}
