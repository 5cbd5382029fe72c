import { describe, expect, it } from "vitest";
import { buildPath, matchPath, pathParameterNames, useCaseFolder } from "./endpoint.js";
import { contract, endpoints } from "./index.js";

describe("contract", () => {
  it("declares each endpoint once, with a unique id and a unique method + path", () => {
    const ids = endpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const [key, endpoint] of Object.entries(contract)) expect(endpoint.id).toBe(key);
  });

  it("declares a params schema exactly when the path has placeholders", () => {
    for (const e of endpoints) expect(Boolean(e.params)).toBe(pathParameterNames(e.path).length > 0);
  });

  it("builds and matches paths", () => {
    expect(buildPath("/api/destinations/{slug}", { slug: "cote-d-ivoire" })).toBe(
      "/api/destinations/cote-d-ivoire",
    );
    expect(matchPath("/api/destinations/{slug}", "/api/destinations/kenya")).toEqual({ slug: "kenya" });
    expect(matchPath("/api/destinations/{slug}", "/api/destinations/kenya/x")).toBeNull();
    expect(matchPath("/api/destinations", "/api/destinations")).toEqual({});
    expect(() => buildPath("/api/destinations/{slug}", {})).toThrow();
  });

  it("names the handler folder after the id", () => {
    expect(useCaseFolder("listDestinations")).toBe("list-destinations");
  });
});
