// `cdk synth` for both stages through the real CDK CLI (cdk.json's app, the same as
// `npm run synth -- --context stage=<stage>`), as `npm test` and CI run it. Fails the run when either
// synth fails: a TypeScript or construct error, or a cdk-nag finding nobody acknowledged (the
// AwsSolutions pack runs as a validation plugin in infra/cdk/tembea-app.ts and fails the synth).
//
// The two stages run side by side. Bundles come from the bundle cache (infra/cdk/bundle-cache.ts),
// which the CDK tests of `npm test` fill just before: with it a function is bundled once per run,
// not three times (the CDK tests, dev, prod); on a cold cache each process bundles what it lacks.
// Each template is then checked for what `sam local invoke` needs (scripts/lambda-ids.ts): every
// function of ours has its construct path and its bundle next to the template.
// Usage: tsx scripts/synth-stages.ts [stage ...]   (default: dev prod)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ourFunctionsOf, samProblems } from "./lambda-ids.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const cdk = join(root, "node_modules", "aws-cdk", "bin", "cdk");
const stages = process.argv.length > 2 ? process.argv.slice(2) : ["dev", "prod"];
const started = Date.now();

interface Result {
  stage: string;
  code: number | null;
  seconds: string;
  output: string;
  /** Problems found in the template after a successful synth. */
  problems: string[];
  functions: number;
}

function synth(stage: string): Promise<Result> {
  const outdir = mkdtempSync(join(tmpdir(), `tembea-synth-${stage}-`));
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [cdk, "synth", "--quiet", "--context", `stage=${stage}`, "-o", outdir],
      {
        cwd: root,
        env: {
          ...process.env,
          CDK_DISABLE_VERSION_CHECK: "1",
          CDK_DISABLE_CLI_TELEMETRY: "true",
          TEMBEA_BUNDLE_CACHE:
            process.env.TEMBEA_BUNDLE_CACHE ?? join(root, "node_modules", ".cache", "tembea-bundles"),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const template = join(outdir, `Tembea-${stage}.template.json`);
      const problems = code === 0 ? samProblems(template) : [];
      const functions = code === 0 ? ourFunctionsOf(template).length : 0;
      rmSync(outdir, { recursive: true, force: true });
      resolve({ stage, code, seconds: ((Date.now() - t0) / 1000).toFixed(0), output, problems, functions });
    });
  });
}

const results = await Promise.all(stages.map(synth));
let failed = false;
for (const { stage, code, seconds, output, problems, functions } of results) {
  // Bundling progress and npm's config notices are noise; warnings and errors are kept.
  const kept = output
    .split("\n")
    .filter((line) => line.trim() && !/^Bundling asset |^npm warn /.test(line))
    .join("\n");
  if (code === 0 && problems.length === 0) {
    console.log(
      `cdk synth --context stage=${stage}: ok in ${seconds} s, ${functions} functions ready for sam local invoke`,
    );
    if (kept) console.log(kept);
  } else if (code === 0) {
    failed = true;
    console.error(
      `cdk synth --context stage=${stage}: template not usable by sam local invoke\n${problems.join("\n")}`,
    );
  } else {
    failed = true;
    console.error(`cdk synth --context stage=${stage}: FAILED (exit ${code}) after ${seconds} s\n${kept}`);
  }
}
console.log(`cdk synth of ${stages.join(" and ")}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
