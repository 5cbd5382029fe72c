import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY } from "../../../test/tour-drafts.js";
import { handler } from "./handler.js";

useTestTable();

const get = (tourId: string, claims: Record<string, string> = agentX) =>
  invoke(handler, contract.getAgencyTour, { claims, params: { tourId } });

describe("GET /api/agency/tours/{tourId}", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("answers a demo tour of the agency as a live draft at version 0, with its departures' places", async () => {
    const res = await get("kenya-great-migration-safari");
    expect(res.status).toBe(200);
    const tour = res.body as AgencyTour;
    expect(tour).toMatchObject({ kind: "group", version: 0, state: "live", missing: [] });
    for (const d of tour.departures) expect(d.taken).toBe(d.capacity - d.placesLeft);
  });

  it("answers 404 for another agency's tour exactly as for none", async () => {
    const other = await get("kenya-great-migration-safari", agentY);
    const none = await get("no-such-tour", agentY);
    expect([other.status, other.body]).toEqual([none.status, none.body]);
    expect(other.status).toBe(404);
  });
});
