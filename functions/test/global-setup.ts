import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { type LocalDynamoDb, startLocalDynamoDb } from "../src/data/local-dynamodb.js";

let dynamo: LocalDynamoDb | undefined;

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

/** One DynamoDB Local (in memory) for the whole run; each test file makes its own table in it. */
export async function setup(project: TestProject) {
  dynamo = await startLocalDynamoDb({ port: await freePort() });
  project.provide("dynamoEndpoint", dynamo.endpoint);
}

export async function teardown() {
  await dynamo?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
