import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { endpoints } from "./index.js";
import { openApiJson, renderOpenApi } from "./openapi.js";

type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { content: { "application/json": { schema: unknown } } }>;
};
const document = renderOpenApi(endpoints) as { paths: Record<string, Record<string, Operation>> };
const operationOf = (id: string) => {
  const endpoint = endpoints.find((e) => e.id === id);
  if (!endpoint) throw new Error(id);
  return document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as Operation;
};

describe("docs/openapi.json", () => {
  it("is the one generated from the contract (run `npm run docs:api` after changing it)", () => {
    const onDisk = readFileSync(new URL("../../../docs/openapi.json", import.meta.url), "utf8");
    expect(onDisk).toBe(openApiJson(endpoints));
  });

  it("has one operation per endpoint, named by its id", () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(ids.sort()).toEqual(endpoints.map((e) => e.id).sort());
  });

  it("answers with the schemas docs/api.md shows", () => {
    const endpoint = endpoints.find((e) => e.id === "getGroupTour");
    const { $schema: _, ...expected } = z.toJSONSchema(endpoint?.response as z.ZodMiniType, {
      unrepresentable: "any",
      io: "output",
    });
    expect(operationOf("getGroupTour").responses["200"]?.content["application/json"].schema).toEqual(
      expected,
    );
  });

  it("lists the statuses an endpoint can answer: declared, implied by its input and its access, 500", () => {
    const publicRead = operationOf("getDestination");
    expect(publicRead.security).toEqual([]);
    expect(Object.keys(publicRead.responses).sort()).toEqual(["200", "400", "404", "500"]);
    expect(publicRead.parameters).toEqual([
      expect.objectContaining({ name: "slug", in: "path", required: true }),
    ]);

    const agentWrite = operationOf("updateDeparture");
    expect(agentWrite.security).toBeUndefined();
    expect(agentWrite.requestBody).toBeDefined();
    expect(Object.keys(agentWrite.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "409",
      "500",
    ]);

    expect(Object.keys(operationOf("signUp").responses)).toContain("429");
    // No input, yet a query name is refused (400): an endpoint without a query schema takes none.
    expect(Object.keys(operationOf("listMyBookings").responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "500",
    ]);
  });

  it("gives every endpoint an example of each input it takes, which its own schemas accept", () => {
    for (const endpoint of endpoints) {
      const { params, query, body } = endpoint.examples ?? {};
      if (endpoint.params)
        expect(z.safeParse(endpoint.params, params).success, `${endpoint.id}: params example`).toBe(true);
      if (query) expect(z.safeParse(endpoint.query as z.ZodMiniType, query).success, endpoint.id).toBe(true);
      if (endpoint.body)
        expect(z.safeParse(endpoint.body, body).success, `${endpoint.id}: body example`).toBe(true);
    }
    const booking = operationOf("createGroupTourBooking").requestBody as {
      content: { "application/json": { example: { tourId: string } } };
    };
    expect(booking.content["application/json"].example.tourId).toBe("kenya-great-migration-safari");
    // The webhook's raw text is shown as the event it is.
    const event = operationOf("receivePaymentEvent").requestBody as {
      content: { "application/json": { example: { type: string } } };
    };
    expect(event.content["application/json"].example.type).toBe("checkout.session.completed");
  });
});
