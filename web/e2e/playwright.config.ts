import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/** Browser tests drive the system Chromium against the real local twin that `npm start` runs. */
export default defineConfig({
  testDir: ".",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records every action's DOM snapshot and a screencast for every test, kept only when
    // one fails: on CI's two saturated cores that was 40% of the suite's test time (catalogue.spec:
    // 158 s with, 96 s without), and nobody reads CI's traces. Locally a failure keeps its trace;
    // re-run a CI failure locally to get one.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Each test runs once, at the width its title names: `@mobile` on a phone (Pixel 7), any other on
  // a desktop. A test tagged `@mobile @desktop` runs on both: the contrast and target-size checks,
  // whose findings depend on the layout. Run on both, the 42 `@mobile` flows took 176 s of CI's
  // browser time for a second pass whose desktop layout every other test already drives.
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, grep: /@desktop|^(?!.*@mobile)/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, grep: /@mobile/ },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    cwd: "../..",
    url: `${baseURL}/api/destinations`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // Merged over process.env; scripts/e2e.mjs sets TEMBEA_DATA_DIR to a fresh folder per run.
    env: { PORT: String(port), TEMBEA_QUIET: "1" },
  },
});
