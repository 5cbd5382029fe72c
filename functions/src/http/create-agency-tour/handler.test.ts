import { randomUUID } from "node:crypto";
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

  it("answers a retry with the same Idempotency-Key the same tour, and starts no second one", async () => {
    const create = (key: string) =>
      invoke(handler, contract.createAgencyTour, {
        claims: agentX,
        body: JSON.stringify({ kind: "group", destination: "kenya" }),
        idempotencyKey: key,
      });
    const key = randomUUID();
    const before = (await auditOfAgency("mara-horizon-safaris")).entries.length;
    const first = await create(key);
    expect(first.status).toBe(200);
    expect(await create(key)).toEqual(first);
    const created = (await auditOfAgency("mara-horizon-safaris")).entries.filter(
      (e) => e.action === "tour.created",
    );
    expect((await auditOfAgency("mara-horizon-safaris")).entries.length).toBe(before + 1);
    expect(created[0]?.target).toEqual({ type: "tour", id: (first.body as AgencyTour).id });
    // Another press after the answer came is another tour.
    const second = await create(randomUUID());
    expect((second.body as AgencyTour).id).not.toBe((first.body as AgencyTour).id);
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
