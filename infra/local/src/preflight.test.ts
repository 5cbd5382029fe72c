import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  it("says what to install when the Java runtime cannot compile the loopback launcher of DynamoDB Local", () => {
    // A trimmed runtime (jlink, some JRE builds) lacks jdk.compiler, which runs a Java source file.
    const bin = mkdtempSync(join(tmpdir(), "tembea-java-"));
    writeFileSync(
      join(bin, "java"),
      '#!/bin/sh\nif [ "$1" = "-version" ]; then echo \'openjdk version "17.0.15"\' >&2; else echo java.base@17.0.15; fi\n',
      { mode: 0o755 },
    );
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    try {
      expect(() => checkJava()).toThrow(/no compiler module \(jdk\.compiler\)/);
    } finally {
      process.env.PATH = path;
      rmSync(bin, { recursive: true, force: true });
    }
    expect(() => checkJava()).not.toThrow();
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
