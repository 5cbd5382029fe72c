import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import type { Context, ScheduledEvent } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { useTestTable } from "../../../test/test-table.js";
import { indexPublicToursOfAgencies, publicToursOfAgency } from "../../data/agency-tours.js";
import { createTour } from "../../data/tours.js";
import { handler } from "./handler.js";

useTestTable();

/** What the deploy's trigger does: invoke the function with no payload of its own. */
const runOnDeploy = () =>
  handler({} as ScheduledEvent, { functionName: "indexAgencyTours", awsRequestId: "deploy" } as Context);

const demoTours = [
  ...demoGroupTours.map(({ departures: _, ...t }) => ({ ...t, kind: "group" as const })),
  ...demoSpecialTours.map((t) => ({ ...t, kind: "special" as const })),
];
const agencies = [...new Set(demoTours.map((t) => t.agencyId))];
const idsOf = async (agencyId: string) => (await publicToursOfAgency(agencyId)).map((t) => t.id).sort();

describe("indexAgencyTours (run on every deploy and at the twin's start)", () => {
  it("gives tours written before the agencies' index their entry, each under its own agency, once", async () => {
    // As a stage deployed before the index holds them: public items on the lists, no agency entry.
    for (const tour of demoTours) await createTour({ ...tour, rating: { average: 0, count: 0 } }, 0);
    for (const agencyId of agencies) expect(await idsOf(agencyId)).toEqual([]);

    expect(await runOnDeploy()).toEqual({ indexed: demoTours.length, bookingsIndexed: 0 });
    for (const agencyId of agencies)
      expect(await idsOf(agencyId)).toEqual(
        demoTours
          .filter((t) => t.agencyId === agencyId)
          .map((t) => t.id)
          .sort(),
      );
    // Run again (every deploy does): nothing left to write.
    expect(await runOnDeploy()).toEqual({ indexed: 0, bookingsIndexed: 0 });
  });

  it("follows every page of the lists", async () => {
    const extra = demoTours.map((t) => ({ ...t, id: `${t.id}-copy`, rating: { average: 0, count: 0 } }));
    for (const tour of extra) await createTour(tour, 0);
    expect(await indexPublicToursOfAgencies(2)).toBe(extra.length);
    expect(await indexPublicToursOfAgencies(2)).toBe(0);
  });
});
