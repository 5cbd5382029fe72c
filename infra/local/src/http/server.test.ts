import { describe, expect, it } from "vitest";
import { createTwinServer, idleSocketMs } from "./server.js";

describe("the twin's HTTP server", () => {
  it("keeps idle connections open longer than Node's 5 s, so a reused socket is not reset", () => {
    const server = createTwinServer({
      webDist: "/nonexistent",
      cognitoEndpoint: "http://localhost:9229",
      s3Endpoint: "http://localhost:4569",
      runtimeConfig: {},
      verify: async () => undefined,
      log: () => {},
      selfUrl: "http://localhost",
    });
    expect(idleSocketMs).toBeGreaterThanOrEqual(60_000);
    expect(server.keepAliveTimeout).toBe(idleSocketMs);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
