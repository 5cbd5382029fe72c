import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type AssetStaging, type aws_lambda as lambda, aws_lambda as lambdaLib, Stack } from "aws-cdk-lib";
import type { BundlingOptions } from "aws-cdk-lib/aws-lambda-nodejs";
import { runEsbuildDirectly } from "./esbuild-direct.js";

/**
 * A bundle cache for test runs (`npm test`, CI): one run synthesizes the stacks three times (the CDK
 * tests, then `cdk synth` of dev and prod) and each bundled every function with esbuild again. With
 * TEMBEA_BUNDLE_CACHE set (to a folder; vitest.config.ts and scripts/synth-stages.ts set it), a
 * function's bundle is kept under a key made of everything it can be built from, and the next synth
 * with the same key takes it from there instead of bundling. A deploy never sets it: it bundles.
 *
 * The key is coarse on purpose: any file under the source folders, the lock file, the TypeScript
 * settings, esbuild's and CDK's versions, the entry and its bundling options. A bundle that read
 * anything outside those folders (its source map names every input) is not kept. A cached bundle is
 * handed to CDK as the same directory esbuild wrote, so its asset hash and the template are the same
 * as after bundling.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

/** Where every bundle's own code comes from; node_modules follows package-lock.json. */
const sourceRoots = ["functions/src", "shared/src"].map((dir) => join(root, dir));
const keyFiles = [
  "package-lock.json",
  "package.json",
  "tsconfig.base.json",
  "functions/package.json",
  "functions/tsconfig.json",
  "shared/package.json",
  "shared/tsconfig.json",
];

export const bundleCacheDir = (): string | undefined => process.env.TEMBEA_BUNDLE_CACHE || undefined;

let treeKey: string | undefined;
/** One hash of every source file and key file: read once per process (the files do not change under a synth). */
function sourceTreeKey(): string {
  if (treeKey) return treeKey;
  const hash = createHash("sha256");
  const add = (path: string) => {
    hash.update(relative(root, path));
    hash.update("\0");
    hash.update(readFileSync(path));
    hash.update("\0");
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) add(path);
    }
  };
  for (const dir of sourceRoots) walk(dir);
  for (const file of keyFiles) if (existsSync(join(root, file))) add(join(root, file));
  const require = createRequire(import.meta.url);
  for (const pkg of ["esbuild/package.json", "aws-cdk-lib/package.json"]) {
    hash.update(
      `${pkg}@${(JSON.parse(readFileSync(require.resolve(pkg), "utf8")) as { version: string }).version}`,
    );
  }
  treeKey = hash.digest("hex");
  return treeKey;
}

/** The key of one function's bundle: the source tree, its entry, runtime, architecture and options. */
function bundleKey(
  entry: string,
  runtime: lambda.Runtime,
  architecture: lambda.Architecture,
  bundling: BundlingOptions,
) {
  const hooks = bundling.commandHooks;
  const hookCommands = hooks && {
    beforeBundling: hooks.beforeBundling("IN", "OUT"),
    beforeInstall: hooks.beforeInstall("IN", "OUT"),
    afterBundling: hooks.afterBundling("IN", "OUT"),
  };
  return createHash("sha256")
    .update(
      JSON.stringify({
        tree: sourceTreeKey(),
        entry: relative(root, resolve(entry)),
        runtime: runtime.name,
        architecture: architecture.name,
        bundling,
        hookCommands,
      }),
    )
    .digest("hex")
    .slice(0, 40);
}

export interface CachedBundle {
  /** The cached bundle as the function's code, or undefined: bundle as usual. */
  code: lambda.Code | undefined;
  /**
   * Call once the function is made: after a bundling, copies the bundle into the cache (nothing when
   * bundling was skipped); with a cached bundle, says in the template that the code is bundled.
   */
  made: (fn: lambda.Function) => void;
}

const none: CachedBundle = { code: undefined, made: () => {} };

/** The cached bundle for this entry, if TEMBEA_BUNDLE_CACHE is set and one was kept with the same key. */
export function cachedBundle(
  entry: string,
  runtime: lambda.Runtime,
  architecture: lambda.Architecture,
  bundling: BundlingOptions,
): CachedBundle {
  const cache = bundleCacheDir();
  if (!cache) return none;
  // A test run's bundling misses the cache for every function once: each then starts esbuild, not npm.
  runEsbuildDirectly();
  const key = bundleKey(entry, runtime, architecture, bundling);
  const dir = join(resolve(cache), key);
  if (existsSync(dir)) return { code: lambdaLib.Code.fromAsset(dir), made: markBundled };
  return { code: undefined, made: (fn) => keepBundle(fn, dir) };
}

/**
 * CDK marks code it bundled with "aws:asset:is-bundled" (SAM then runs the asset as it is, without
 * building it); a folder handed over as code is marked unbundled. The cached folder is a bundle.
 */
function markBundled(fn: lambda.Function) {
  (fn.node.defaultChild as lambda.CfnFunction).addMetadata("aws:asset:is-bundled", true);
}

function keepBundle(fn: lambda.Function, dir: string) {
  // Stacks outside "aws:cdk:bundling-stacks" are not bundled: their "asset" is the project itself.
  if (!Stack.of(fn).bundlingRequired) return;
  const staging = fn.node.tryFindChild("Code")?.node.tryFindChild("Stage") as AssetStaging | undefined;
  const bundle = staging?.absoluteStagedPath;
  if (!bundle || !existsSync(join(bundle, "index.mjs.map"))) return;
  if (!readsOnlyKeyedSources(bundle)) return;
  mkdirSync(dirname(dir), { recursive: true });
  // Written beside, then renamed: a test file or synth reading the cache meanwhile sees all or nothing.
  const partial = `${dir}.${process.pid}-${Date.now()}.partial`;
  // Symlinks as they are (node_modules/.bin's are relative): resolved, they would point into this
  // synth's folder, and the copy would not hash as the bundle does.
  cpSync(bundle, partial, { recursive: true, verbatimSymlinks: true });
  try {
    renameSync(partial, dir);
  } catch {
    // Another process kept the same bundle first.
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Every input the bundle's source map names lies in node_modules or a folder the key hashes. */
function readsOnlyKeyedSources(bundle: string): boolean {
  const map = JSON.parse(readFileSync(join(bundle, "index.mjs.map"), "utf8")) as { sources: string[] };
  const covered = (path: string) =>
    path.split(/[\\/]/).includes("node_modules") ||
    sourceRoots.some((dir) => {
      const rel = relative(dir, path);
      return !rel.startsWith("..") && !isAbsolute(rel);
    });
  const outside = map.sources.map((source) => resolve(bundle, source)).filter((path) => !covered(path));
  if (outside.length > 0) {
    console.warn(`bundle cache: not keeping a bundle that reads ${outside.slice(0, 3).join(", ")}`);
    return false;
  }
  return true;
}
