import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LocalCognito, startLocalCognito } from "@tembea/infra/local/services/local-cognito";
import {
  type LocalDynamoDb,
  localAwsCredentials,
  startLocalDynamoDb,
} from "@tembea/infra/local/services/local-dynamodb";
import { type LocalS3, startLocalS3 } from "@tembea/infra/local/services/local-s3";
import { type LocalSes, startLocalSes } from "@tembea/infra/local/services/local-ses";
import type { TestProject } from "vitest/node";
import { freePort } from "./free-port.js";

let dynamo: LocalDynamoDb | undefined;
let cognito: LocalCognito | undefined;
let ses: LocalSes | undefined;
let s3: LocalS3 | undefined;
let cognitoDir: string | undefined;
let s3Dir: string | undefined;

/**
 * One set of service twins for the whole run: DynamoDB Local (in memory; each test file makes its
 * own table in it), cognito-local with the same pool as the twin, the SES twin and the S3 twin.
 */
export async function setup(project: TestProject) {
  cognitoDir = mkdtempSync(join(tmpdir(), "tembea-test-cognito-"));
  s3Dir = mkdtempSync(join(tmpdir(), "tembea-test-s3-"));
  [dynamo, cognito, ses, s3] = await Promise.all([
    freePort().then((port) => startLocalDynamoDb({ port, shortLived: true })),
    freePort().then((port) =>
      startLocalCognito({ port, host: "127.0.0.1", dataDir: cognitoDir as string, poolName: "tembea-test" }),
    ),
    freePort().then((port) => startLocalSes({ port, host: "127.0.0.1", cwd: tmpdir() })),
    freePort().then((port) =>
      startLocalS3({
        port,
        host: "127.0.0.1",
        dataDir: s3Dir as string,
        bucket: "tembea-test-uploads",
        allowedOrigins: ["http://localhost:3000"],
        credentials: localAwsCredentials,
      }),
    ),
  ]);
  project.provide("dynamoEndpoint", dynamo.endpoint);
  project.provide("cognito", {
    endpoint: cognito.endpoint,
    userPoolId: cognito.userPoolId,
    clientId: cognito.clientId,
    issuer: cognito.issuer,
  });
  project.provide("sesEndpoint", ses.endpoint);
  project.provide("s3", { endpoint: s3.endpoint, bucket: s3.bucket });
}

export async function teardown() {
  await Promise.all([dynamo?.stop(), cognito?.stop(), ses?.stop(), s3?.stop()]);
  for (const dir of [cognitoDir, s3Dir]) if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    cognito: { endpoint: string; userPoolId: string; clientId: string; issuer: string };
    sesEndpoint: string;
    s3: { endpoint: string; bucket: string };
  }
}
