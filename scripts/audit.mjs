#!/usr/bin/env node
// `npm audit --omit=dev --audit-level=high`: no high or critical advisory in what ships. When the
// registry's audit endpoint cannot be reached (a mirror without it, no network), that is said loudly;
// AUDIT_REQUIRED=1 then fails the run. Otherwise it is skipped with that banner, because the
// registry mirror our CI uses today answers the audit request with 405, and one unreachable endpoint
// must not fail every other check; a high or critical finding always fails.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high"], {
  cwd: root,
  encoding: "utf8",
  shell: process.platform === "win32",
});
process.stdout.write(result.stdout ?? "");
process.stderr.write(result.stderr ?? "");
if (result.status === 0) process.exit(0);

const output = `${result.stdout ?? ""}\n${result.stderr ?? ""}`;
// npm says this when the bulk advisory endpoint answered with an error or not at all.
const unreachable = /audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN/i.test(
  output,
);
if (!unreachable) process.exit(result.status ?? 1);

const banner = "!".repeat(78);
const message = "npm audit could not reach the registry's audit endpoint: the dependencies were NOT checked.";
if (process.env.AUDIT_REQUIRED === "1") {
  console.error(`${banner}\n${message}\nAUDIT_REQUIRED=1: failing.\n${banner}`);
  process.exit(1);
}
console.warn(`${banner}\n${message}\nAUDIT SKIPPED (set AUDIT_REQUIRED=1 to fail instead).\n${banner}`);
process.exit(0);
