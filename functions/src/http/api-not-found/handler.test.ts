import { ApiErrorSchema, buildPath, endpoints, pathParameterNames } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { apiNotFound } from "./handler.js";

const answer = (rawPath: string) => {
  const result = apiNotFound({ rawPath });
  return { status: result.statusCode, body: ApiErrorSchema.parse(JSON.parse(result.body ?? "")) };
};

describe("the API's catch-all route", () => {
  it("answers an unknown API path with a 404 in the contract's error shape", () => {
    expect(answer("/api/no-such-thing")).toEqual({ status: 404, body: { error: { code: "NOT_FOUND" } } });
    expect(answer("/api")).toEqual({ status: 404, body: { error: { code: "NOT_FOUND" } } });
  });

  it("answers a known path with another method as the local twin does", () => {
    expect(answer("/api/destinations")).toEqual({
      status: 405,
      body: { error: { code: "VALIDATION_FAILED" } },
    });
  });

  it("knows every path of the contract, its parameters filled in", () => {
    for (const endpoint of endpoints) {
      const params = Object.fromEntries(pathParameterNames(endpoint.path).map((name) => [name, "x-1"]));
      const path = buildPath(endpoint.path, params);
      expect(answer(path).status, `${endpoint.id}: ${path}`).toBe(405);
    }
  });

  it("is never cached", () => {
    expect(apiNotFound({ rawPath: "/api/x" }).headers).toMatchObject({ "cache-control": "no-store" });
  });
});
