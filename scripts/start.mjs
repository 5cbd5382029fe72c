#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app when its sources changed, then runs the
// local twin (infra/local). Plain Node with no dependencies, because it runs before `npm install`,
// on whatever Node the machine has; after the install it goes on under the Node 24 that the devDependency
// `node` put in node_modules (docs/decisions/0025-node-24-from-the-npm-package-node.md).
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const say = (line) => console.log(`[tembea] ${line}`);

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `[tembea] Node ${process.versions.node} is too old: npm start needs Node 20.19 or newer to install the Node 24 Tembea runs on.`,
  );
  process.exit(1);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time below a path, skipping build output and dependencies. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

const installed = join(root, "node_modules", ".package-lock.json");
if (!existsSync(installed) || newest(join(root, "package-lock.json")) > newest(installed)) {
  say("installing dependencies (first run or package-lock.json changed)…");
  run("npm", ["install", "--no-audit", "--no-fund"], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" });
}

// The npm package `node` installs its binary from an install script; an npm that skips it (allowScripts
// in package.json not honoured) would leave us on the machine's Node without a word: stop instead.
const node24 = join(root, "node_modules", ".bin", "node");
const node24Version = existsSync(node24)
  ? spawnSync(node24, ["-v"], { encoding: "utf8" }).stdout?.trim()
  : undefined;
if (!node24Version?.startsWith("v24.")) {
  console.error(
    `[tembea] node_modules/.bin/node is ${node24Version ? `Node ${node24Version}` : "missing"}, not Node 24: ` +
      'npm did not run the install script of the devDependency "node" (see "allowScripts" in package.json). ' +
      "`npm rebuild node` runs it; then `npm start` again.",
  );
  process.exit(1);
}
if (major < 24) {
  say(
    `running on Node ${node24Version.slice(1)} from node_modules (npm package "node"): this machine's Node ${process.version} is older than the 24 Tembea is built for`,
  );
  const again = spawn(node24, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
  });
  // Ctrl-C reaches the whole group, a kill of this process alone must reach the twin too: the twin
  // stops once however often it is told.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => again.kill(signal));
  const [code, signal] = await once(again, "exit");
  process.exit(code ?? (signal ? 1 : 0));
}

const built = join(root, "web", "dist", "index.html");
const webSources = [
  "web/src",
  "web/index.html",
  "web/vite.config.ts",
  "web/public",
  "shared/src",
  "scripts/demo-images.ts",
  "scripts/prerender.ts",
].map((p) => join(root, p));
// The prerender writes the tour-page renderer's kit last, from that index.html: a build it did not
// finish, or a bare \`vite build\`, leaves the kit older, and its pages would name chunks no longer there.
const kit = join(root, "web", "dist-renderer", "kit.json");
const needsBuild =
  !existsSync(built) ||
  !existsSync(kit) ||
  newest(built) > newest(kit) ||
  Math.max(...webSources.map(newest)) > newest(built);

const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
// With a build to make, the twin starts its services and seeds beside it (DynamoDB Local's JVM and
// the seed's writes leave a core idle a good part of the time, as does the build's single-threaded
// prerender) and opens the site only when told over the IPC channel that the build is in place.
const twin = spawn(process.execPath, [tsx, "infra/local/src/main.ts"], {
  cwd: root,
  stdio: ["inherit", "inherit", "inherit", ...(needsBuild ? ["ipc"] : [])],
  env: {
    ...process.env,
    ...(needsBuild ? { TEMBEA_WEB_BUILDING: "1" } : {}),
  },
});
let build;
let buildFailed;
if (needsBuild) {
  say("building the web app…");
  build = spawn("npm", ["run", "build", "-w", "web"], { cwd: root, stdio: "inherit" });
  build.on("exit", (code) => {
    build = undefined;
    if (code === 0) {
      twin.send("web-built");
      return;
    }
    say("the web app's build failed: stopping.");
    buildFailed = code ?? 1;
    // The twin stops the services it started (a signal before its handlers are set would leave
    // DynamoDB Local running) and exits; so do we then, with the build's code.
    twin.send("web-build-failed");
  });
}
// Ctrl-C reaches the whole process group; the twin stops its children and exits, then so do we.
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    build?.kill(signal);
    twin.kill(signal);
  });
twin.on("exit", (code, signal) => {
  // A twin that could not start leaves no one to wait for the build.
  build?.kill("SIGTERM");
  process.exit(buildFailed ?? code ?? (signal ? 1 : 0));
});
