import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { aws_logs as logs, Stack } from "aws-cdk-lib";
import type { BundlingOptions } from "aws-cdk-lib/aws-lambda-nodejs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runEsbuildDirectly } from "./esbuild-direct.js";
import { testApp } from "./test-app.js";
import { useCaseBundling, useCaseFunction } from "./use-case-function.js";

// A small handler: what is tested is where its bundle comes from, not what it holds.
const entry = fileURLToPath(new URL("../../functions/src/http/get-destination/handler.ts", import.meta.url));

let cache: string;

beforeAll(() => {
  cache = mkdtempSync(join(tmpdir(), "tembea-bundle-cache-"));
  vi.stubEnv("TEMBEA_BUNDLE_CACHE", cache);
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(cache, { recursive: true, force: true });
});

/** One function in a stack of its own, synthesized; its resource and the bundle CDK staged for it. */
function synthesize(options: { bundling?: BundlingOptions; skipBundling?: boolean } = {}) {
  // With the asset metadata `cdk synth` writes (SAM reads it), so the comparison covers it too.
  const app = testApp({
    "aws:cdk:enable-asset-metadata": true,
    ...(options.skipBundling ? { "aws:cdk:bundling-stacks": [] } : {}),
  });
  const stack = new Stack(app, "Cached");
  useCaseFunction(stack, "GetDestination", {
    description: "getDestination",
    entry,
    environment: {},
    logRetention: logs.RetentionDays.ONE_WEEK,
    bundling: options.bundling,
  });
  const assembly = app.synth();
  const template = assembly.getStackArtifact(stack.artifactId).template as {
    Resources: Record<
      string,
      { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, unknown> }
    >;
  };
  const fn = Object.values(template.Resources).find((r) => r.Type === "AWS::Lambda::Function");
  const code = fn?.Properties.Code as { S3Key: string };
  const bundle = join(assembly.directory, `asset.${code.S3Key.replace(/\.zip$/, "")}`);
  return { fn, bundle, outdir: assembly.directory };
}

const kept = () => readdirSync(cache).filter((name) => !name.endsWith(".partial"));

describe("the bundle cache of test runs", () => {
  it("keeps a bundle, and a second synth takes it: the same asset and function as after bundling", () => {
    const first = synthesize();
    expect(kept()).toHaveLength(1);
    const second = synthesize();
    // Still one: the second synth found it instead of keeping another.
    expect(kept()).toHaveLength(1);
    expect(second.fn).toEqual(first.fn);
    expect(readFileSync(join(second.bundle, "index.mjs"), "utf8")).toBe(
      readFileSync(join(first.bundle, "index.mjs"), "utf8"),
    );
    expect(first.fn?.Properties.Handler).toBe("index.handler");
    expect(second.fn?.Metadata).toMatchObject({ "aws:asset:is-bundled": true });
    for (const { outdir } of [first, second]) rmSync(outdir, { recursive: true, force: true });
  });

  it("runs the project's esbuild itself, not through npx (0.8 s of npm per function)", () => {
    // False when a CDK release moved what esbuild-direct.ts sets: the bundles stay right, only slow.
    expect(runEsbuildDirectly()).toBe(true);
    // An npx that fails first on the PATH: a bundling through it would fail the synth.
    const shims = mkdtempSync(join(tmpdir(), "tembea-no-npx-"));
    writeFileSync(join(shims, "npx"), "#!/bin/sh\necho 'npx was called' >&2\nexit 1\n", { mode: 0o755 });
    vi.stubEnv("PATH", `${shims}${delimiter}${process.env.PATH}`);
    try {
      const started = synthesize({ bundling: { ...useCaseBundling, minify: false, keepNames: true } });
      expect(readFileSync(join(started.bundle, "index.mjs"), "utf8")).toContain("getDestination");
      rmSync(started.outdir, { recursive: true, force: true });
    } finally {
      vi.stubEnv("PATH", (process.env.PATH ?? "").replace(`${shims}${delimiter}`, ""));
      rmSync(shims, { recursive: true, force: true });
    }
  });

  it("bundles again for other bundling options, and keeps nothing of a synth that skips bundling", () => {
    const before = kept().length;
    const other = synthesize({ bundling: { ...useCaseBundling, minify: false } });
    expect(kept()).toHaveLength(before + 1);
    expect(readFileSync(join(other.bundle, "index.mjs"), "utf8")).toMatch(/\n {2}/);
    rmSync(other.outdir, { recursive: true, force: true });

    const skipped = synthesize({ bundling: { ...useCaseBundling, keepNames: true }, skipBundling: true });
    expect(kept()).toHaveLength(before + 1);
    rmSync(skipped.outdir, { recursive: true, force: true });
  });
});
