import { randomUUID } from "node:crypto";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY, completeDraft } from "../../../test/tour-drafts.js";
import { holdPlaces, releaseHold } from "../../data/bookings.js";
import { handler as addDepartures } from "../add-departures/handler.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as getTour } from "../get-agency-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";
import { handler } from "./handler.js";

const table = useTestTable();
let tourId: string;

const del = (startDate: string, claims = agentX) =>
  invoke(handler, contract.deleteDeparture, { claims, params: { tourId, startDate } });
const add = (startDate: string) =>
  invoke(addDepartures, contract.addDepartures, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({ capacity: 8, single: { startDate } }),
  });

describe("DELETE /api/agency/tours/{tourId}/departures/{startDate}", () => {
  beforeAll(async () => {
    await seedDemoData();
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "group", destination: "kenya" }),
    });
    tourId = (created.body as AgencyTour).id;
    await invoke(saveTour, contract.saveAgencyTour, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ version: 0, draft: completeDraft() }),
    });
  });

  it("deletes a departure nobody held; another agency and a missing date get 404", async () => {
    await add("2099-02-01");
    expect((await del("2099-02-01", agentY)).status).toBe(404);
    expect((await del("2099-02-01")).body).toEqual({ deleted: "2099-02-01" });
    expect((await del("2099-02-01")).status).toBe(404);
  });

  it("keeps a departure someone held, even once the hold was released: 409 DEPARTURE_BOOKED", async () => {
    await add("2099-03-01");
    const booking = storedGroupBooking({
      id: randomUUID(),
      reference: undefined,
      tourId,
      startDate: "2099-03-01",
      endDate: "2099-03-02",
      status: "held",
    });
    await holdPlaces(booking);
    await releaseHold(booking);
    const got = await invoke(getTour, contract.getAgencyTour, { claims: agentX, params: { tourId } });
    expect((got.body as AgencyTour).departures).toContainEqual(
      expect.objectContaining({ startDate: "2099-03-01", taken: 0, deletable: false }),
    );
    const before = await table.items();
    const res = await del("2099-03-01");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: "DEPARTURE_BOOKED" } });
    expect(await table.items()).toEqual(before);
  });
});
