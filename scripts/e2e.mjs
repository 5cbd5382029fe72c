#!/usr/bin/env node
// Runs the Playwright browser tests against the system Chromium. Without a browser they are skipped
// loudly on a developer machine; in CI (CI set) a missing browser fails the run.
//
// Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs
// headless by default) comes first: the same Blink and V8 without the desktop browser around them.
// The full browser spent 123 s of CPU on 40 tests, the shell 58 s; the tests took 156 s against
// 218 s. Lighthouse (npm run bench) keeps the full browser, whose paints it measures, and so does the
// test of the back/forward cache (FULL_CHROME_PATH below).
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const candidates = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];
const chrome = candidates.find((p) => p && existsSync(p));
// The one test that needs the back/forward cache, which the headless shell lacks, launches the full
// browser itself (booking-truths.spec.ts): the first of the candidates that is not the shell.
const fullChrome = candidates.find((p) => p && existsSync(p) && !p.endsWith("headless-shell"));

if (!chrome) {
  const banner = "!".repeat(78);
  const message =
    "No Chromium found (set CHROME_PATH or install it: sudo apt-get install -y chromium-headless-shell).";
  if (process.env.CI) {
    console.error(`${banner}\n${message}\nCI requires the browser tests: failing.\n${banner}`);
    process.exit(1);
  }
  console.warn(
    `${banner}\n${message}\nBROWSER TESTS SKIPPED. They run in CI; install Chromium to run them here.\n${banner}`,
  );
  process.exit(0);
}

// A fresh data directory per run: the twin seeds it, so every run starts from the same demo data.
// Named after the port so two runs on different E2E_PORTs never share a database.
const dataDir = `${root}.data-e2e-${process.env.E2E_PORT ?? 3100}`;
rmSync(dataDir, { recursive: true, force: true });

const result = spawnSync(
  process.execPath,
  [
    `${root}node_modules/@playwright/test/cli.js`,
    "test",
    "-c",
    "web/e2e/playwright.config.ts",
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: "inherit",
    // The whole suite signs up from one address, far more often than a person could: the per-client
    // limits (functions/src/platform/middleware/rate-limit.ts) are raised for its twin, the per-address ones kept.
    env: {
      ...process.env,
      CHROME_PATH: chrome,
      ...(fullChrome ? { FULL_CHROME_PATH: fullChrome } : {}),
      TEMBEA_DATA_DIR: dataDir,
      TEMBEA_CLIENT_LIMIT_FACTOR: "10",
    },
  },
);
process.exit(result.status ?? 1);
