import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, addDays, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY, completeDraft } from "../../../test/tour-drafts.js";
import { auditOfAgency } from "../../data/audit.js";
import { today } from "../../platform/clock.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";
import { handler } from "./handler.js";

const table = useTestTable();

async function tour(kind: "group" | "special", draft: object = completeDraft(kind)): Promise<string> {
  const created = await invoke(createTour, contract.createAgencyTour, {
    claims: agentX,
    body: JSON.stringify({ kind, destination: "kenya" }),
  });
  const tourId = (created.body as AgencyTour).id;
  await invoke(saveTour, contract.saveAgencyTour, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({ version: 0, draft }),
  });
  return tourId;
}

const add = (tourId: string, body: object, claims = agentX) =>
  invoke(handler, contract.addDepartures, { claims, params: { tourId }, body: JSON.stringify(body) });

describe("POST /api/agency/tours/{tourId}/departures", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("adds every second Saturday of a season, skipping and reporting the dates it has", async () => {
    const tourId = await tour("group");
    const year = Number(today().slice(0, 4)) + 1;
    const single = await add(tourId, { capacity: 8, single: { startDate: `${year}-04-10` } });
    expect(single.body).toMatchObject({ added: [`${year}-04-10`], skipped: [] });

    const first = `${year}-04-01`;
    const res = await add(tourId, {
      capacity: 12,
      series: { from: first, until: `${year}-10-31`, weekday: 6, everyWeeks: 2 },
    });
    expect(res.status).toBe(200);
    const body = res.body as { added: string[]; skipped: string[]; departures: AgencyTour["departures"] };
    const all = [...body.added, ...body.skipped].sort();
    expect(all.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(15);
    // The draft lasts 2 days: each returns the day after it starts.
    expect(body.departures.find((d) => d.startDate === all[0])).toMatchObject({
      endDate: addDays(all[0] as string, 1),
      capacity: 12,
      placesLeft: 12,
      taken: 0,
      salesOpen: true,
      deletable: true,
    });
    const again = await add(tourId, {
      capacity: 4,
      series: { from: first, until: `${year}-10-31`, weekday: 6, everyWeeks: 2 },
    });
    expect(again.body).toMatchObject({ added: [], skipped: all });
    // The one added alone keeps its capacity.
    expect(
      (again.body as typeof body).departures.find((d) => d.startDate === `${year}-04-10`)?.capacity,
    ).toBe(8);
    const history = await auditOfAgency("mara-horizon-safaris");
    expect(
      history.entries.filter((e) => e.action === "departure.added" && e.target.id.startsWith(tourId)),
    ).toHaveLength(Math.min(all.length + 1, 50));
  });

  it("refuses dates that are not ahead, empty and oversized series, special tours, and other agencies", async () => {
    const tourId = await tour("group");
    const before = await table.items();
    const refusal = async (body: object, claims = agentX, id = tourId) => {
      const res = await add(id, body, claims);
      return [res.status, (res.body as { error: { fields?: Record<string, string> } }).error.fields];
    };
    expect(await refusal({ capacity: 8, single: { startDate: today() } })).toEqual([
      400,
      { "body.single.startDate": "dateNotAhead" },
    ]);
    expect(
      await refusal({
        capacity: 8,
        series: { from: "2020-01-01", until: "2020-06-01", weekday: 1, everyWeeks: 1 },
      }),
    ).toEqual([400, { "body.series": "noDatesInSeries" }]);
    expect(
      await refusal({
        capacity: 8,
        series: { from: "2099-06-01", until: "2099-01-01", weekday: 1, everyWeeks: 1 },
      }),
    ).toEqual([400, { "body.series.until": "untilBeforeFrom" }]);
    expect(
      await refusal({
        capacity: 8,
        series: { from: "2090-01-01", until: "2095-01-01", weekday: 1, everyWeeks: 1 },
      }),
    ).toEqual([400, { "body.series.until": "tooManyDates" }]);
    expect(await refusal({ capacity: 8 })).toEqual([400, { "body.single": "required" }]);
    expect(await refusal({ capacity: 0, single: { startDate: "2099-01-01" } })).toEqual([
      400,
      { "body.capacity": "invalid" },
    ]);
    const special = await tour("special");
    const afterSpecial = await table.items();
    expect(await refusal({ capacity: 8, single: { startDate: "2099-01-01" } }, agentX, special)).toEqual([
      400,
      { "params.tourId": "kindMismatch" },
    ]);
    expect((await add(tourId, { capacity: 8, single: { startDate: "2099-01-01" } }, agentY)).status).toBe(
      404,
    );
    expect((await table.items()).length).toBe(afterSpecial.length);
    expect(before.length).toBeLessThan(afterSpecial.length);
  });
});
