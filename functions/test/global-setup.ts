import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { type LocalDynamoDb, startLocalDynamoDb } from "../src/data/local-dynamodb.js";
import { type LocalCognito, startLocalCognito } from "../src/identity/local-cognito.js";
import { type LocalSes, startLocalSes } from "../src/mail/local-ses.js";

let dynamo: LocalDynamoDb | undefined;
let cognito: LocalCognito | undefined;
let ses: LocalSes | undefined;
let cognitoDir: string | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * One set of service twins for the whole run: DynamoDB Local (in memory; each test file makes its
 * own table in it), cognito-local with the same pool as the twin, and the SES twin.
 */
export async function setup(project: TestProject) {
  cognitoDir = mkdtempSync(join(tmpdir(), "tembea-test-cognito-"));
  [dynamo, cognito, ses] = await Promise.all([
    freePort().then((port) => startLocalDynamoDb({ port })),
    freePort().then((port) =>
      startLocalCognito({ port, host: "127.0.0.1", dataDir: cognitoDir as string, poolName: "tembea-test" }),
    ),
    freePort().then((port) => startLocalSes({ port, host: "127.0.0.1", cwd: tmpdir() })),
  ]);
  project.provide("dynamoEndpoint", dynamo.endpoint);
  project.provide("cognito", {
    endpoint: cognito.endpoint,
    userPoolId: cognito.userPoolId,
    clientId: cognito.clientId,
  });
  project.provide("sesEndpoint", ses.endpoint);
}

export async function teardown() {
  await Promise.all([dynamo?.stop(), cognito?.stop(), ses?.stop()]);
  if (cognitoDir) rmSync(cognitoDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    cognito: { endpoint: string; userPoolId: string; clientId: string };
    sesEndpoint: string;
  }
}
