import { describe, expect, it } from "vitest";
import { idleSocketMs } from "./server.js";
import { testTwinServer } from "./test-twin-server.js";

describe("the twin's HTTP server", () => {
  it("keeps idle connections open longer than Node's 5 s, so a reused socket is not reset", () => {
    const server = testTwinServer("/nonexistent");
    expect(idleSocketMs).toBeGreaterThanOrEqual(60_000);
    expect(server.keepAliveTimeout).toBe(idleSocketMs);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
