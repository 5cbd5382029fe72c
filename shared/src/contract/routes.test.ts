import { describe, expect, it } from "vitest";
import { contract } from "./index.js";
import { routes } from "./routes.js";

describe("routes", () => {
  it("has one route per endpoint, and each endpoint lives where its route says", () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(contract).sort());
    for (const [id, endpoint] of Object.entries(contract)) {
      const route = routes[id as keyof typeof routes];
      expect({ id: endpoint.id, method: endpoint.method, path: endpoint.path }).toEqual(route);
    }
  });

  it("never gives two endpoints the same method and path", () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
