import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";

/**
 * NodejsFunction runs the project's esbuild through `npx --no-install esbuild` once per function
 * (aws-cdk-lib/aws-lambda-nodejs/lib/bundling.js: `packageManager.runBinCommand("esbuild")` when
 * esbuild is a dependency of the project). npx itself costs about 0.8 s of CPU to start, esbuild
 * about 0.01 s: a cold synth of the stack's functions spent over a minute of CI's two cores starting
 * npm. CDK only asks npx when it found esbuild among the project's modules; told it found it on the
 * PATH instead (`isWorkspacePackage: false`), it runs `esbuild` itself.
 *
 * CDK offers no option for this: the finding is the static `Bundling.esbuildInstallation`, which
 * CDK fills only when it is empty. It is set here to the same esbuild (node_modules/.bin, put first
 * on this process's PATH), and only when that binary answers with the version CDK would have found.
 * Should a CDK release move it, nothing is set and CDK bundles through npx as before, only slower
 * (bundle-cache.test.ts notices).
 */
export function runEsbuildDirectly(): boolean {
  const require = createRequire(import.meta.url);
  let bundling: { Bundling?: { esbuildInstallation?: unknown } };
  try {
    const cdkRoot = dirname(require.resolve("aws-cdk-lib/package.json"));
    bundling = require(join(cdkRoot, "aws-lambda-nodejs", "lib", "bundling.js"));
  } catch {
    return false;
  }
  const holder = bundling.Bundling;
  if (!holder || !("esbuildInstallation" in holder)) return false;
  const installed = holder.esbuildInstallation as { isWorkspacePackage?: boolean } | undefined;
  if (installed?.isWorkspacePackage === false) return true;

  const { version } = require("esbuild/package.json") as { version: string };
  const bin = join(dirname(require.resolve("esbuild/package.json")), "..", ".bin");
  const path = [bin, process.env.PATH].filter(Boolean).join(delimiter);
  const answer = spawnSync("esbuild", ["--version"], {
    env: { ...process.env, PATH: path },
    encoding: "utf8",
  });
  if (answer.status !== 0 || answer.stdout.trim() !== version) return false;
  process.env.PATH = path;
  holder.esbuildInstallation = { isWorkspacePackage: false, version };
  return true;
}
