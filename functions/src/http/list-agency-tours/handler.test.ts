import { demoGroupTours } from "@tembea/infra/local/seed/demo/group-tours";
import { demoSpecialTours } from "@tembea/infra/local/seed/demo/special-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, type AgencyTourListItem, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY } from "../../../test/tour-drafts.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler } from "./handler.js";

useTestTable();

const list = async (claims: Record<string, string>) =>
  ((await invoke(handler, contract.listAgencyTours, { claims })).body as { tours: AgencyTourListItem[] })
    .tours;

describe("GET /api/agency/tours", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("lists the agency's own tours, newest change first: its drafts and its demo tours, live", async () => {
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "group", destination: "kenya" }),
    });
    const draftId = (created.body as AgencyTour).id;
    const tours = await list(agentX);
    const own = [...demoGroupTours, ...demoSpecialTours].filter((t) => t.agencyId === "mara-horizon-safaris");
    expect(tours.map((t) => t.id).sort()).toEqual([draftId, ...own.map((t) => t.id)].sort());
    expect(tours[0]).toMatchObject({ id: draftId, state: "draft", upcomingDepartures: 0 });
    const migration = tours.find((t) => t.id === "kenya-great-migration-safari");
    expect(migration).toMatchObject({ state: "live", kind: "group" });
    expect(migration?.upcomingDepartures).toBeGreaterThan(0);
    // Agency Y sees none of X's.
    expect((await list(agentY)).map((t) => t.id)).not.toContain(draftId);
    expect((await list(agentY)).every((t) => !own.some((o) => o.id === t.id))).toBe(true);
  });
});
