import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkJava, checkPorts, PreflightError } from "./preflight.js";

describe("preflight", () => {
  let busy: Server;
  let busyPort: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((r) => busy.listen(0, "127.0.0.1", () => r()));
    const address = busy.address();
    busyPort = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((r) => busy.close(() => r())));

  it("names a taken port and says how to start elsewhere, in one line", async () => {
    const error = await checkPorts({ site: busyPort }, "127.0.0.1", busyPort).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PreflightError);
    expect((error as Error).message).toContain(`Port ${busyPort} (site) is already in use`);
    expect((error as Error).message).toContain("PORT=");
    expect((error as Error).message).not.toContain("\n");
  });

  it("says what to install when no Java runtime is found", () => {
    const path = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      expect(() => checkJava()).toThrow(/No Java runtime found: DynamoDB Local needs Java 17/);
    } finally {
      process.env.PATH = path;
    }
  });
});
