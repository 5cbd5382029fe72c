import { describe, expect, it } from "vitest";
import { contract } from "./index.js";
import * as routes from "./routes.js";

describe("routes", () => {
  it("has one route per endpoint, and each endpoint lives where its route says", () => {
    // A test may walk the module; code must not, or bundles keep every route.
    const table = new Map(Object.entries(routes));
    expect([...table.keys()].sort()).toEqual(Object.keys(contract).sort());
    for (const [id, endpoint] of Object.entries(contract)) {
      expect({ id: endpoint.id, method: endpoint.method, path: endpoint.path }).toEqual(table.get(id));
    }
  });

  it("never gives two endpoints the same method and path", () => {
    const keys = Object.values({ ...routes }).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
