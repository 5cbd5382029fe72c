import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, type AgencyTourListItem, addDays, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY, completeDraft, readyCover } from "../../../test/tour-drafts.js";
import { db } from "../../data/client.js";
import { keys } from "../../data/keys.js";
import { today } from "../../platform/clock.js";
import { handler as addDepartures } from "../add-departures/handler.js";
import { handler as cancelDeparture } from "../cancel-departure/handler.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as publishTour } from "../publish-agency-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";
import { handler } from "./handler.js";

const table = useTestTable();

const list = async (claims: Record<string, string>) =>
  ((await invoke(handler, contract.listAgencyTours, { claims })).body as { tours: AgencyTourListItem[] })
    .tours;

const ownDemoTours = [...demoGroupTours, ...demoSpecialTours].filter(
  (t) => t.agencyId === "mara-horizon-safaris",
);

async function newDraft(claims = agentX): Promise<string> {
  const created = await invoke(createTour, contract.createAgencyTour, {
    claims,
    body: JSON.stringify({ kind: "group", destination: "kenya" }),
  });
  return (created.body as AgencyTour).id;
}

/** Many public tour items of another agency, listed as the demo's are: 25 a BatchWriteItem. */
async function putOthersTours(count: number) {
  const items = Array.from({ length: count }, (_, i) => {
    const id = `benin-other-${String(i).padStart(4, "0")}`;
    return {
      ...keys.tour(id),
      ...keys.tourListEntry("group", "benin", id),
      ...keys.publicTourOfAgencyEntry("other-agency", id),
      entity: "groupTour",
      id,
      kind: "group",
      destination: "benin",
      agencyId: "other-agency",
      title: { en: id, de: id, fr: id },
    };
  });
  for (let i = 0; i < items.length; i += 25)
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [table.name]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
}

describe("GET /api/agency/tours", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("lists the agency's own tours, newest change first: its drafts and its demo tours, live", async () => {
    const draftId = await newDraft();
    const tours = await list(agentX);
    // The new draft first; the demo's tours, never edited, after it by id.
    expect(tours.map((t) => t.id)).toEqual([draftId, ...ownDemoTours.map((t) => t.id).sort()]);
    expect(tours[0]).toMatchObject({ id: draftId, state: "draft", upcomingDepartures: 0 });
    expect(Object.keys(tours[0] ?? {}).sort()).toEqual(
      ["destination", "id", "kind", "state", "updatedAt", "upcomingDepartures"].sort(),
    );
    const migration = tours.find((t) => t.id === "kenya-great-migration-safari");
    expect(migration).toMatchObject({ state: "live", kind: "group", updatedAt: new Date(0).toISOString() });
    expect(Object.keys(migration ?? {}).sort()).toEqual(
      ["destination", "id", "kind", "state", "title", "updatedAt", "upcomingDepartures"].sort(),
    );
    const demo = demoGroupTours.find((t) => t.id === "kenya-great-migration-safari");
    expect(migration?.upcomingDepartures).toBe(demo?.departures.length);
    // Agency Y sees none of X's.
    const ofY = (await list(agentY)).map((t) => t.id);
    expect(ofY).not.toContain(draftId);
    expect(ofY.some((id) => ownDemoTours.some((o) => o.id === id))).toBe(false);
  });

  it("shows a tour X drafted and published once, live, with its departures after today", async () => {
    const tourId = await newDraft();
    await invoke(saveTour, contract.saveAgencyTour, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ version: 0, draft: completeDraft() }),
    });
    await readyCover(tourId);
    for (const days of [20, 40])
      await invoke(addDepartures, contract.addDepartures, {
        claims: agentX,
        params: { tourId },
        body: JSON.stringify({ capacity: 8, single: { startDate: addDays(today(), days) } }),
      });
    expect(
      (
        await invoke(publishTour, contract.publishAgencyTour, {
          claims: agentX,
          params: { tourId },
          body: JSON.stringify({ version: 1 }),
        })
      ).status,
    ).toBe(200);

    const mine = (await list(agentX)).filter((t) => t.id === tourId);
    expect(mine).toEqual([
      expect.objectContaining({
        id: tourId,
        state: "live",
        title: completeDraft().title,
        upcomingDepartures: 2,
      }),
    ]);
    expect((await list(agentY)).map((t) => t.id)).not.toContain(tourId);

    // A departure its agency cancelled will not run: it is no longer counted as upcoming.
    const cancelled = await invoke(cancelDeparture, contract.cancelDeparture, {
      claims: agentX,
      params: { tourId, startDate: addDays(today(), 20) },
      body: JSON.stringify({ reason: "The lodge closed" }),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await list(agentX)).find((t) => t.id === tourId)?.upcomingDepartures).toBe(1);
  });

  it("reads the agency's own tours, not the marketplace's: a thousand tours of others hide none of X's", async () => {
    // Benin sorts before Kenya on the public lists: a read of the lists bounded at 1,000 ends there.
    await putOthersTours(1000);
    const ids = (await list(agentX)).map((t) => t.id);
    for (const own of ownDemoTours) expect(ids).toContain(own.id);
    expect(ids.some((id) => id.startsWith("benin-other-"))).toBe(false);
  });
});
