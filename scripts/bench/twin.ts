// Starts the local twin the way `npm start` does (scripts/start.mjs: builds web/dist when its sources
// changed, then runs infra/local), on the bench's own port and a fresh data folder, and stops it again.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { catalogueMaxAgeVariable, defaultCatalogueMaxAgeMs } from "@tembea/functions/core/catalogue/snapshot";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface BenchTwin {
  /** Loopback origin of site and API. */
  url: string;
  /** DynamoDB Local of this twin (port + 1, see infra/local/src/config.ts). */
  dynamoEndpoint: string;
  tableName: string;
  port: number;
  stop: () => Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the twin exited with code ${child.exitCode} while starting`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the twin did not answer ${url} within ${deadlineMs / 1000} s`);
}

/** `port` and the three after it must be free; the data folder is wiped so every run seeds the same data. */
export async function startBenchTwin(port: number, log: (line: string) => void): Promise<BenchTwin> {
  const dataDir = `${repoRoot}.data-bench-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  log(`starting the local twin on 127.0.0.1:${port} (data in ${dataDir}; builds web/dist if stale)…`);
  // Its own process group, so a twin that does not stop on SIGTERM can be killed with its children.
  const child = spawn(process.execPath, [`${repoRoot}scripts/start.mjs`], {
    cwd: repoRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // The tour lists keep their snapshot as long as in AWS (functions/src/core/catalogue/snapshot.ts), where the twin reads at each request.
    env: {
      ...process.env,
      PORT: String(port),
      TEMBEA_DATA_DIR: dataDir,
      TEMBEA_QUIET: "1",
      [catalogueMaxAgeVariable]: String(defaultCatalogueMaxAgeMs),
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
    ]);
    if (!stopped && child.pid) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    // Building the web app on 2 cores takes a few minutes; starting the services about half a minute.
    await waitUntilServing(`${url}/api/destinations`, child, 420_000);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n--- twin output ---\n${output}`);
  }
  log("twin is serving");
  return { url, dynamoEndpoint: `http://127.0.0.1:${port + 1}`, tableName: "tembea-local", port, stop };
}
