import { randomUUID } from "node:crypto";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyDeparture, type AgencyTour, addDays, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY, completeDraft, readyCover } from "../../../test/tour-drafts.js";
import { holdPlaces, PlacesGoneError } from "../../data/bookings.js";
import { findDeparture } from "../../data/tours.js";
import { today } from "../../platform/clock.js";
import { handler as addDepartures } from "../add-departures/handler.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as book } from "../create-group-tour-booking/handler.js";
import { handler as getGroupTour } from "../get-group-tour/handler.js";
import { handler as listGroupTours } from "../list-group-tours/handler.js";
import { handler as publish } from "../publish-agency-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";
import { handler } from "./handler.js";

const table = useTestTable();
let tourId: string;

const update = (startDate: string, body: object, claims = agentX) =>
  invoke(handler, contract.updateDeparture, {
    claims,
    params: { tourId, startDate },
    body: JSON.stringify(body),
  });

async function departure(daysAhead: number, capacity: number): Promise<string> {
  const startDate = addDays(today(), daysAhead);
  const res = await invoke(addDepartures, contract.addDepartures, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({ capacity, single: { startDate } }),
  });
  expect(res.body).toMatchObject({ added: [startDate] });
  return startDate;
}

/** A held booking of `travellers` on the departure, as the booking handler writes it. */
const hold = (startDate: string, travellers = 1) =>
  holdPlaces(
    storedGroupBooking({
      id: randomUUID(),
      reference: undefined,
      tourId,
      startDate,
      endDate: addDays(startDate, 1),
      numberOfTravellers: travellers,
      status: "held",
    }),
  );

describe("PATCH /api/agency/tours/{tourId}/departures/{startDate}", () => {
  beforeAll(async () => {
    await seedDemoData();
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "group", destination: "kenya" }),
    });
    tourId = (created.body as AgencyTour).id;
    await readyCover(tourId);
    await invoke(saveTour, contract.saveAgencyTour, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ version: 0, draft: completeDraft() }),
    });
    await departure(30, 10);
    await invoke(publish, contract.publishAgencyTour, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ version: 1 }),
    });
  });

  it("raises and lowers the capacity with the places left, and never below the places taken", async () => {
    const startDate = await departure(31, 10);
    await hold(startDate, 3);
    const raised = await update(startDate, { capacity: 12 });
    expect(raised.body).toMatchObject({ capacity: 12, placesLeft: 9, taken: 3, deletable: false });
    expect((await update(startDate, { capacity: 3 })).body).toMatchObject({ capacity: 3, placesLeft: 0 });
    const before = await table.items();
    const refused = await update(startDate, { capacity: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: "CAPACITY_BELOW_TAKEN", placesTaken: 3 } });
    expect(await table.items()).toEqual(before);
  });

  it("never oversells while holds race a capacity cut, and loses no place when the cut passes", async () => {
    // 50 holds of one place on 60 places, arriving over some 100 ms, and one cut among them: to 30,
    // which may pass (then at most 30 are held) or be refused (then more than 30 were taken), and to
    // 55, which must pass whatever the holds did.
    for (const [round, cutTo] of [
      [0, 30],
      [1, 30],
      [2, 55],
    ] as const) {
      const startDate = await departure(40 + round, 60);
      const holds = Array.from({ length: 50 }, (_, i) =>
        new Promise((r) => setTimeout(r, i * 2))
          .then(() => hold(startDate))
          .then(
            () => "held",
            (error: unknown) => {
              if (error instanceof PlacesGoneError) return "refused";
              throw error;
            },
          ),
      );
      const cut = new Promise((r) => setTimeout(r, round * 20)).then(() =>
        update(startDate, { capacity: cutTo }),
      );
      const [outcomes, answer] = await Promise.all([Promise.all(holds), cut]);
      const held = outcomes.filter((o) => o === "held").length;
      const now = await findDeparture(tourId, startDate);
      if (!now) throw new Error("departure vanished");
      expect(now.placesLeft).toBeGreaterThanOrEqual(0);
      expect(now.capacity - now.placesLeft).toBe(held);
      if (cutTo === 55) expect(answer.status).toBe(200);
      if (answer.status === 200) {
        expect(now.capacity).toBe(cutTo);
        expect(held).toBeLessThanOrEqual(cutTo);
      } else {
        expect(answer.status).toBe(409);
        expect(now.capacity).toBe(60);
        expect((answer.body as { error: { placesTaken: number } }).error.placesTaken).toBeGreaterThan(cutTo);
      }
    }
  });

  it("closes sales: holds are refused, the page says so, the list leaves its month; reopening undoes it", async () => {
    const startDate = await departure(70, 10);
    const closed = await update(startDate, { salesOpen: false });
    expect(closed.body).toMatchObject({ salesOpen: false, capacity: 10 } satisfies Partial<AgencyDeparture>);
    await expect(hold(startDate)).rejects.toBeInstanceOf(PlacesGoneError);
    const booking = await invoke(book, contract.createGroupTourBooking, {
      body: JSON.stringify({
        tourId,
        departureDate: startDate,
        rooms: { sharedRooms: 0, singleRooms: 1 },
        travellers: {
          lead: {
            firstName: "Ida",
            lastName: "Closed",
            email: "ida@example.com",
            phone: { country: "CH", number: "079 123 45 67" },
            nationality: "CH",
            birthDate: "1980-01-01",
          },
          others: [],
        },
        acceptTerms: true,
        locale: "en",
        displayCurrency: "CHF",
      }),
    });
    expect(booking.status).toBe(409);
    expect(booking.body).toEqual({ error: { code: "SALES_CLOSED" } });
    const page = await invoke(getGroupTour, contract.getGroupTour, { params: { id: tourId } });
    expect(page.body).toMatchObject({
      departures: expect.arrayContaining([expect.objectContaining({ startDate, salesClosed: true })]),
    });
    const listed = async () =>
      (
        (await invoke(listGroupTours, contract.listGroupTours, {})).body as {
          tours: { id: string; departureMonths: string[] }[];
        }
      ).tours.find((t) => t.id === tourId)?.departureMonths ?? [];
    const month = startDate.slice(0, 7);
    const otherMonths = [30, 31, 40, 41, 42].map((d) => addDays(today(), d).slice(0, 7));
    if (!otherMonths.includes(month)) expect(await listed()).not.toContain(month);
    expect((await update(startDate, { salesOpen: true })).body).toMatchObject({ salesOpen: true });
    await hold(startDate);
    expect(await listed()).toContain(month);
  });

  it("answers 404 to another agency, for a date without departure, and 400 for an empty change", async () => {
    const startDate = addDays(today(), 30);
    expect((await update(startDate, { capacity: 20 }, agentY)).status).toBe(404);
    expect((await update(addDays(today(), 99), { capacity: 20 })).status).toBe(404);
    expect((await update(startDate, {})).status).toBe(400);
  });
});
