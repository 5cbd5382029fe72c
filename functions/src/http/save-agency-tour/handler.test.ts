import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { reads, tableRequestsDuring } from "../../../test/table-requests.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY, completeDraft } from "../../../test/tour-drafts.js";
import { auditOfAgency } from "../../data/audit.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as getTour } from "../get-agency-tour/handler.js";
import { handler } from "./handler.js";

const table = useTestTable();

const save = (tourId: string, body: unknown, claims = agentX) =>
  invoke(handler, contract.saveAgencyTour, { claims, params: { tourId }, body: JSON.stringify(body) });

async function newTour(): Promise<AgencyTour> {
  const res = await invoke(createTour, contract.createAgencyTour, {
    claims: agentX,
    body: JSON.stringify({ kind: "group", destination: "kenya" }),
  });
  expect(res.status).toBe(200);
  return res.body as AgencyTour;
}

describe("PUT /api/agency/tours/{tourId}", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("saves the draft as the next version, records who changed what, and leaves it a draft", async () => {
    const tour = await newTour();
    expect(tour).toMatchObject({
      version: 0,
      state: "draft",
      draft: { kind: "group", destination: "kenya" },
    });
    const res = await save(tour.id, { version: 0, draft: { title: { en: "Mara" }, durationDays: 5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: 1,
      state: "draft",
      draft: { kind: "group", destination: "kenya", title: { en: "Mara" }, durationDays: 5 },
    });
    const history = await auditOfAgency("mara-horizon-safaris");
    const saved = history.entries.find((e) => e.action === "tour.saved" && e.target.id === tour.id);
    expect(saved?.changes).toEqual(
      expect.arrayContaining([
        { path: "title.en", after: "Mara" },
        { path: "durationDays", after: 5 },
      ]),
    );
  });

  it("answers from what it wrote: the tour is read once, as a plain GET reads it", async () => {
    const tour = await newTour();
    const get = () =>
      invoke(getTour, contract.getAgencyTour, { claims: agentX, params: { tourId: tour.id } });
    const getReads = reads(await tableRequestsDuring(get));
    let answer: unknown;
    const saveRequests = await tableRequestsDuring(async () => {
      answer = (await save(tour.id, { version: 0, draft: { title: { en: "Once" } } })).body;
    });
    expect(reads(saveRequests)).toEqual(getReads);
    expect(saveRequests.filter((n) => n === "TransactWriteItemsCommand")).toHaveLength(1);
    expect(answer).toEqual((await get()).body);
  });

  it("lets one of two saves from the same version win; the other gets 409 with the winner's draft", async () => {
    const tour = await newTour();
    const [first, second] = await Promise.all([
      save(tour.id, { version: 0, draft: { title: { en: "First" } } }),
      save(tour.id, { version: 0, draft: { title: { en: "Second" } } }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    const won = (winner.body as AgencyTour).draft;
    expect(loser.body).toEqual({
      error: { code: "TOUR_CHANGED", current: { draft: won, version: 1 } },
    });
    const now = await invoke(getTour, contract.getAgencyTour, {
      claims: agentX,
      params: { tourId: tour.id },
    });
    expect(now.body).toMatchObject({ version: 1, draft: won });
  });

  it("refuses a save from an older version and changes nothing", async () => {
    const tour = await newTour();
    await save(tour.id, { version: 0, draft: { title: { en: "One" } } });
    const before = await table.items();
    const stale = await save(tour.id, { version: 0, draft: { title: { en: "Stale" } } });
    expect(stale.status).toBe(409);
    expect(await table.items()).toEqual(before);
  });

  it("refuses another kind and answers 404 to another agency's agent", async () => {
    const tour = await newTour();
    const before = await table.items();
    const kind = await save(tour.id, { version: 0, draft: { kind: "special" } });
    expect(kind.status).toBe(400);
    expect(kind.body).toMatchObject({ error: { fields: { "body.draft.kind": "kindMismatch" } } });
    expect((await save(tour.id, { version: 0, draft: {} }, agentY)).status).toBe(404);
    expect(await table.items()).toEqual(before);
  });

  it("edits a demo tour: its draft is made from the public page at version 0, live until saved", async () => {
    const id = "kenya-great-migration-safari";
    const got = await invoke(getTour, contract.getAgencyTour, { claims: agentX, params: { tourId: id } });
    expect(got.status).toBe(200);
    const demo = got.body as AgencyTour;
    expect(demo).toMatchObject({ version: 0, state: "live", missing: [] });
    expect(demo.draft.title?.en).toBeTruthy();
    expect(demo.departures.length).toBeGreaterThan(0);
    const res = await save(id, { version: 0, draft: { ...demo.draft, minimumAge: 16 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 1, state: "live-with-changes", draft: { minimumAge: 16 } });
    // Agency Y's agent cannot read it, exactly as if it did not exist.
    expect(
      (await invoke(getTour, contract.getAgencyTour, { claims: agentY, params: { tourId: id } })).status,
    ).toBe(404);
  });

  it("keeps a draft away from travellers: a saved title is not on the public page", async () => {
    const tour = await newTour();
    await save(tour.id, { version: 0, draft: completeDraft() });
    const { handler: getGroupTour } = await import("../get-group-tour/handler.js");
    expect((await invoke(getGroupTour, contract.getGroupTour, { params: { id: tour.id } })).status).toBe(404);
  });
});
