import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX } from "../../../test/tour-drafts.js";
import { auditOfAgency } from "../../data/audit.js";
import { handler } from "./handler.js";

useTestTable();

describe("POST /api/agency/tours", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("starts an empty draft of its kind and destination, with an id of its own, and records it", async () => {
    const res = await invoke(handler, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "special", destination: "kenya" }),
    });
    expect(res.status).toBe(200);
    const tour = res.body as AgencyTour;
    expect(tour.id).toMatch(/^kenya-[a-z0-9]{4}$/);
    expect(tour).toMatchObject({
      kind: "special",
      destination: "kenya",
      draft: { kind: "special", destination: "kenya" },
      version: 0,
      state: "draft",
      departures: [],
    });
    expect(tour.missing).toContainEqual({ path: "title", locale: "de", reason: "required" });
    expect(tour.missing).toContainEqual({ path: "pricePerPerson", reason: "required" });
    const history = await auditOfAgency("mara-horizon-safaris");
    expect(history.entries[0]).toMatchObject({
      action: "tour.created",
      target: { type: "tour", id: tour.id },
      actor: { userId: agentX.sub, role: "agent" },
    });
  });

  it("refuses an unknown kind or destination", async () => {
    const res = await invoke(handler, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "cruise", destination: "atlantis" }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { fields: { "body.kind": "invalid", "body.destination": "unknownDestination" } },
    });
  });
});
