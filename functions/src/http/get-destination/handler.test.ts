import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler } from "./handler.js";

useTestTable();

describe("GET /api/destinations/{slug}", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("answers one destination with its names in every language", async () => {
    const res = await invoke(handler, contract.getDestination, { params: { slug: "cote-d-ivoire" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      destination: {
        slug: "cote-d-ivoire",
        name: { en: "Côte d'Ivoire", de: "Elfenbeinküste", fr: "Côte d’Ivoire" },
      },
    });
  });

  it("answers 404 NOT_FOUND for a slug that is not a destination", async () => {
    const res = await invoke(handler, contract.getDestination, { params: { slug: "madagascar" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "NOT_FOUND" } });
  });

  it("answers 400 with a field error for a malformed slug, never a 500", async () => {
    for (const slug of ["Kenya!", "a".repeat(500), "../etc"]) {
      const res = await invoke(handler, contract.getDestination, { params: { slug } });
      expect(res.status).toBe(400);
      expect((res.body as { error: { code: string; fields: Record<string, string> } }).error.code).toBe(
        "VALIDATION_FAILED",
      );
      expect(Object.keys((res.body as { error: { fields: object } }).error.fields)).toEqual(["params.slug"]);
    }
  });
});
