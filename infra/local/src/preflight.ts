import { spawnSync } from "node:child_process";
import { createServer } from "node:net";

/** A problem the person starting the twin can fix, told in one line. */
export class PreflightError extends Error {}

export function checkJava(): void {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) {
    throw new PreflightError(
      "No Java runtime found: DynamoDB Local needs Java 17 or newer. Install one (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run npm start again.",
    );
  }
  const version = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1];
  if (version && Number(version) < 17) {
    throw new PreflightError(
      `Java ${version} found, but DynamoDB Local needs Java 17 or newer. Install a newer JRE and run npm start again.`,
    );
  }
  // DynamoDB Local runs behind a Java source file that binds it to 127.0.0.1
  // (infra/local/src/services/DynamoDbLocalOnLoopback.java); Java compiles it with its compiler module.
  const modules = spawnSync("java", ["--list-modules"], { encoding: "utf8" });
  if (modules.status === 0 && !/^jdk\.compiler@/m.test(modules.stdout)) {
    throw new PreflightError(
      "This Java runtime has no compiler module (jdk.compiler), which the twin needs to bind DynamoDB Local to 127.0.0.1. Install a full one (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run npm start again.",
    );
  }
}

async function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function checkPorts(
  ports: Record<string, number>,
  host: string,
  sitePort: number,
): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isFree(port, host))) {
      throw new PreflightError(
        `Port ${port} (${name}) is already in use. Stop whatever uses it, or start on other ports: PORT=${sitePort + 100} npm start`,
      );
    }
  }
}
