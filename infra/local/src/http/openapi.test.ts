import type { AddressInfo } from "node:net";
import { endpoints } from "@tembea/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTwinServer } from "./test-twin-server.js";

describe("GET /api/openapi.json on the twin", () => {
  const server = testTwinServer("/nonexistent");
  let base: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers the OpenAPI document of the contract, before the API router would answer 404", async () => {
    const response = await fetch(`${base}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual([...new Set(endpoints.map((e) => e.path))]);
  });

  it("still routes every other /api path to the API", async () => {
    const response = await fetch(`${base}/api/openapi.yaml`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND" } });
  });
});
