#!/usr/bin/env node
// `npm run typecheck`: the tsc programs of every workspace's own `typecheck` script and the scripts/
// program, run side by side, as many at a time as there are cores. That halved the phase when tsc was
// single-threaded (TypeScript 5, 98 s); TypeScript 7's native tsc checks on several threads itself,
// and on two cores the six programs take 15–16 s either way
// (docs/decisions/0035-typescript-7-with-the-6-api-beside-it.md). Each check is exactly
// what its workspace runs alone (`npm run typecheck -w <workspace>`); only the order in time changes.
// Output is held back per check and printed whole when it ends, so two checks never interleave.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (path) => JSON.parse(readFileSync(join(root, path), "utf8"));

// Each workspace's `typecheck` script, split at its `&&` (web checks the app and its browser tests
// as two programs): every part is one tsc program, run in the workspace's folder as npm would.
const checks = [];
for (const ws of read("package.json").workspaces) {
  const script = read(`${ws}/package.json`).scripts?.typecheck;
  if (!script) continue;
  for (const command of script.split("&&").map((part) => part.trim())) {
    checks.push({ name: `${ws}: ${command}`, cwd: join(root, ws), command });
  }
}
checks.push({
  name: "scripts: tsc -p scripts/tsconfig.json",
  cwd: root,
  command: "tsc -p scripts/tsconfig.json",
});

// Largest programs first (the web app, infra with the CDK library's types, functions with the most
// code), so the small ones fill in beside them instead of one large check running alone at the end.
const largestFirst = ["web: tsc -p tsconfig.json", "infra:", "functions:"];
const rank = ({ name }) => {
  const i = largestFirst.findIndex((prefix) => name.startsWith(prefix));
  return i === -1 ? largestFirst.length : i;
};
checks.sort((a, b) => rank(a) - rank(b));

function run({ name, cwd, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd,
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      // As npm runs a script: the workspace's and the root's installed binaries (tsc) first.
      env: {
        ...process.env,
        PATH: [join(cwd, "node_modules", ".bin"), join(root, "node_modules", ".bin"), process.env.PATH].join(
          delimiter,
        ),
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) => {
      output += String(error);
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const failed = code !== 0;
      const kept = output.trim();
      const line = `typecheck ${name}: ${failed ? `FAILED (exit ${code})` : "ok"} in ${seconds} s`;
      (failed ? console.error : console.log)(kept ? `${line}\n${kept}` : line);
      resolve(!failed);
    });
  });
}

const queue = [...checks];
const results = [];
const lanes = Math.max(1, Math.min(availableParallelism(), checks.length));
const started = Date.now();
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
  }),
);
console.log(`typecheck: ${((Date.now() - started) / 1000).toFixed(0)} s, ${lanes} at a time`);
process.exit(results.every(Boolean) ? 0 : 1);
