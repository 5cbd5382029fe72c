import { createTwinServer } from "./server.js";

/** The twin's front server for tests: no services behind it, no token accepted, no log. */
export function testTwinServer(webDist: string) {
  return createTwinServer({
    webDist,
    cognitoEndpoint: "http://localhost:9229",
    s3Endpoint: "http://localhost:4569",
    runtimeConfig: {},
    verify: async () => undefined,
    log: () => {},
    selfUrl: "http://localhost",
  });
}
