import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, addDays, contract, type GroupTour } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { reads, tableRequestsDuring } from "../../../test/table-requests.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY, completeDraft, coverPhotoId, readyCover } from "../../../test/tour-drafts.js";
import { tourPageExists } from "../../data/tour-page-lookup.js";
import { today } from "../../platform/clock.js";
import { handler as addDepartures } from "../add-departures/handler.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as getTour } from "../get-agency-tour/handler.js";
import { handler as getGroupTour } from "../get-group-tour/handler.js";
import { handler as listGroupTours } from "../list-group-tours/handler.js";
import { handler as previewTour } from "../preview-agency-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";
import { handler as searchCatalogue } from "../search-catalogue/handler.js";
import { handler } from "./handler.js";

const table = useTestTable();

const publish = (tourId: string, version: number, claims = agentX) =>
  invoke(handler, contract.publishAgencyTour, {
    claims,
    params: { tourId },
    body: JSON.stringify({ version }),
  });

async function draftTour(draft: object, departure = true): Promise<string> {
  const created = await invoke(createTour, contract.createAgencyTour, {
    claims: agentX,
    body: JSON.stringify({ kind: "group", destination: "kenya" }),
  });
  const tourId = (created.body as AgencyTour).id;
  await readyCover(tourId);
  const saved = await invoke(saveTour, contract.saveAgencyTour, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({ version: 0, draft }),
  });
  expect(saved.status).toBe(200);
  if (departure) {
    const added = await invoke(addDepartures, contract.addDepartures, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ capacity: 10, single: { startDate: addDays(today(), 40) } }),
    });
    expect(added.status).toBe(200);
  }
  return tourId;
}

describe("POST /api/agency/tours/{tourId}/publish", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("says exactly what is missing, per language, and publishes nothing", async () => {
    const draft = completeDraft();
    const tourId = await draftTour(
      {
        ...draft,
        summary: { en: "Two days", de: "Zwei Tage" },
        itinerary: [
          draft.itinerary?.[0],
          { title: { en: "Game drive", fr: "Safari" }, description: draft.itinerary?.[1]?.description },
        ],
        price: { shared: 150_000 },
      },
      false,
    );
    const before = await table.items();
    const res = await publish(tourId, 1);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: {
        code: "TOUR_INCOMPLETE",
        missing: [
          { path: "summary", locale: "fr", reason: "required" },
          { path: "price.single", reason: "required" },
          { path: "itinerary.1.title", locale: "de", reason: "required" },
          { path: "departures", reason: "departureOnSale" },
        ],
      },
    });
    expect(await table.items()).toEqual(before);
  });

  it("puts a complete draft live: its page, its destination's list and search show it", async () => {
    const tourId = await draftTour(completeDraft());
    const res = await publish(tourId, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "live", version: 1, missing: [] });

    const page = await invoke(getGroupTour, contract.getGroupTour, { params: { id: tourId } });
    expect(page.status).toBe(200);
    const tour = (page.body as { tour: GroupTour }).tour;
    expect(tour).toMatchObject({
      title: completeDraft().title,
      agencyId: "mara-horizon-safaris",
      price: { shared: 150_000, single: 180_000 },
      itinerary: [{ day: 1 }, { day: 2 }],
      rating: { average: 0, count: 0 },
      // The processed cover's renderings, with its alt texts.
      image: {
        name: `/uploads/tour-photos/${tourId}/${coverPhotoId}`,
        alt: { en: "Lions at dusk", de: "Lions at dusk (de)", fr: "Lions at dusk (fr)" },
      },
    });
    const list = await invoke(listGroupTours, contract.listGroupTours, { query: { destination: "kenya" } });
    expect((list.body as { tours: { id: string }[] }).tours.map((t) => t.id)).toContain(tourId);
    const search = await invoke(searchCatalogue, contract.searchCatalogue, {
      query: { q: "Mara in two", locale: "en" },
    });
    expect(JSON.stringify(search.body)).toContain(tourId);
    expect(await tourPageExists(`group-tour/${tourId}`)).toBe(true);
  });

  it("answers from what it wrote: the tour is read once, as a plain GET reads it", async () => {
    const tourId = await draftTour(completeDraft());
    const get = () => invoke(getTour, contract.getAgencyTour, { claims: agentX, params: { tourId } });
    const getReads = reads(await tableRequestsDuring(get));
    let answer: unknown;
    const publishRequests = await tableRequestsDuring(async () => {
      answer = (await publish(tourId, 1)).body;
    });
    expect(answer).toMatchObject({ state: "live", version: 1 });
    expect(reads(publishRequests)).toEqual(getReads);
    expect(answer).toEqual((await get()).body);
  });

  it("keeps the live page as published while later saves wait: live with unpublished changes", async () => {
    const tourId = await draftTour(completeDraft());
    await publish(tourId, 1);
    const changed = { ...completeDraft(), title: { en: "Renamed", de: "Umbenannt", fr: "Renommé" } };
    const saved = await invoke(saveTour, contract.saveAgencyTour, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ version: 1, draft: changed }),
    });
    expect(saved.body).toMatchObject({ state: "live-with-changes", version: 2 });
    const page = await invoke(getGroupTour, contract.getGroupTour, { params: { id: tourId } });
    expect((page.body as { tour: GroupTour }).tour.title.en).toBe("Mara in two days");
    const preview = await invoke(previewTour, contract.previewAgencyTour, {
      claims: agentX,
      params: { tourId },
    });
    expect(preview.status).toBe(200);
    expect((preview.body as { tour: GroupTour }).tour.title.en).toBe("Renamed");
    expect(Object.keys(preview.body as object).sort()).toEqual(Object.keys(page.body as object).sort());

    expect((await publish(tourId, 1)).status).toBe(409);
    expect((await publish(tourId, 2)).body).toMatchObject({ state: "live" });
    const after = await invoke(getGroupTour, contract.getGroupTour, { params: { id: tourId } });
    expect((after.body as { tour: GroupTour }).tour.title.en).toBe("Renamed");
  });

  it("republishes a demo tour as it was, keeping its picture and rating", async () => {
    const id = "kenya-great-migration-safari";
    const before = (await invoke(getGroupTour, contract.getGroupTour, { params: { id } })).body as {
      tour: GroupTour;
    };
    const res = await publish(id, 0);
    expect(res.status).toBe(200);
    const after = (await invoke(getGroupTour, contract.getGroupTour, { params: { id } })).body as {
      tour: GroupTour;
    };
    expect(after.tour).toEqual(before.tour);
    expect((await publish(id, 0, agentY)).status).toBe(404);
  });
});
