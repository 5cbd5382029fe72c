import { randomUUID } from "node:crypto";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, addDays, contract, returnDate } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, completeDraft, readyCover } from "../../../test/tour-drafts.js";
import { auditEntry } from "../../core/audit/record.js";
import { auditOfAgency } from "../../data/audit.js";
import { holdPlaces } from "../../data/bookings.js";
import { findTourDraft, saveTourDraft } from "../../data/tour-drafts.js";
import { findDeparture } from "../../data/tours.js";
import { today } from "../../platform/clock.js";
import { handler as addDepartures } from "../add-departures/handler.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as publishTour } from "../publish-agency-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";

/**
 * A group tour's length sets its departures' end dates. A new length moves those of the departures
 * ahead in the transaction that makes it govern (the save of a tour not live, the publication of a
 * live one), and is refused while any of them has places taken: its travellers booked the old one.
 */
const table = useTestTable();

/** A group tour of the draft's two days, saved as version 1, with departures `daysAhead`. */
async function tour(...daysAhead: number[]): Promise<{ tourId: string; dates: string[] }> {
  const created = await invoke(createTour, contract.createAgencyTour, {
    claims: agentX,
    body: JSON.stringify({ kind: "group", destination: "kenya" }),
  });
  const tourId = (created.body as AgencyTour).id;
  const saved = await save(tourId, 0, 2);
  expect(saved.status).toBe(200);
  await readyCover(tourId);
  const dates = daysAhead.map((d) => addDays(today(), d));
  for (const startDate of dates) {
    const added = await invoke(addDepartures, contract.addDepartures, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ capacity: 8, single: { startDate } }),
    });
    expect(added.status).toBe(200);
  }
  return { tourId, dates };
}

const save = (tourId: string, version: number, durationDays: number) => {
  const draft = completeDraft();
  const day = draft.itinerary?.[0];
  return invoke(saveTour, contract.saveAgencyTour, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({
      version,
      draft: { ...draft, durationDays, itinerary: Array.from({ length: durationDays }, () => day) },
    }),
  });
};
const publish = (tourId: string, version: number) =>
  invoke(publishTour, contract.publishAgencyTour, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({ version }),
  });
const endOf = async (tourId: string, startDate: string) => (await findDeparture(tourId, startDate))?.endDate;
const hold = (tourId: string, startDate: string) =>
  holdPlaces(
    storedGroupBooking({
      id: randomUUID(),
      reference: undefined,
      tourId,
      startDate,
      endDate: returnDate(startDate, 2),
      status: "held",
    }),
  );

describe("a tour's length and its departures' end dates", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("moves the end dates of a draft's departures with the save that changes its length, audited", async () => {
    const { tourId, dates } = await tour(20, 27);
    for (const d of dates) expect(await endOf(tourId, d)).toBe(returnDate(d, 2));
    const saved = await save(tourId, 1, 4);
    expect(saved.status).toBe(200);
    for (const d of dates) expect(await endOf(tourId, d)).toBe(returnDate(d, 4));
    expect((saved.body as AgencyTour).departures.map((d) => d.endDate)).toEqual(
      dates.map((d) => returnDate(d, 4)),
    );
    const { entries } = await auditOfAgency("mara-horizon-safaris");
    const entry = entries.find((e) => e.action === "tour.saved" && e.target.id === tourId);
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        {
          path: `departureEnds.${dates[0]}`,
          before: returnDate(dates[0] as string, 2),
          after: returnDate(dates[0] as string, 4),
        },
      ]),
    );
  });

  it("refuses a new length while a departure ahead has places taken, names it, and changes nothing", async () => {
    const { tourId, dates } = await tour(21, 28);
    await hold(tourId, dates[1] as string);
    const before = await table.items();
    const refused = await save(tourId, 1, 3);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: "DEPARTURES_BOOKED", departureDates: [dates[1]] } });
    expect(await table.items()).toEqual(before);
    // The same length again is no change of length: saved.
    expect((await save(tourId, 1, 2)).status).toBe(200);
  });

  it("leaves a live tour's departures to its published length until the new one is published", async () => {
    const { tourId, dates } = await tour(22, 29);
    expect((await publish(tourId, 1)).status).toBe(200);
    expect((await save(tourId, 1, 5)).status).toBe(200);
    for (const d of dates) expect(await endOf(tourId, d)).toBe(returnDate(d, 2));

    await hold(tourId, dates[0] as string);
    const before = await table.items();
    const refused = await publish(tourId, 2);
    expect(refused.body).toEqual({ error: { code: "DEPARTURES_BOOKED", departureDates: [dates[0]] } });
    expect(await table.items()).toEqual(before);

    // Back to the booked length: publishes, and the departures keep their dates.
    expect((await save(tourId, 2, 2)).status).toBe(200);
    expect((await publish(tourId, 3)).status).toBe(200);
    for (const d of dates) expect(await endOf(tourId, d)).toBe(returnDate(d, 2));
  });

  it("moves a live tour's unbooked departures with the publication of its new length", async () => {
    const { tourId, dates } = await tour(23, 30);
    expect((await publish(tourId, 1)).status).toBe(200);
    expect((await save(tourId, 1, 3)).status).toBe(200);
    const published = await publish(tourId, 2);
    expect(published.status).toBe(200);
    for (const d of dates) expect(await endOf(tourId, d)).toBe(returnDate(d, 3));
    expect((published.body as AgencyTour).departures.map((d) => d.endDate)).toEqual(
      dates.map((d) => returnDate(d, 3)),
    );
  });

  it("writes nothing when a departure was booked between the read and the write", async () => {
    const { tourId, dates } = await tour(24);
    const startDate = dates[0] as string;
    const stored = await findTourDraft(tourId);
    if (!stored) throw new Error("no draft");
    await hold(tourId, startDate);
    const before = await table.items();
    const move = { startDate, from: returnDate(startDate, 2), to: returnDate(startDate, 3) };
    const audit = auditEntry({
      actor: { userId: "agent", email: "", role: "agent" },
      action: "tour.saved",
      target: { type: "tour", id: tourId },
    });
    const change = {
      draft: { ...stored.draft, durationDays: 3 },
      destination: stored.destination,
      updatedAt: "x",
    };
    expect(await saveTourDraft(stored, true, stored.version, change, audit, [move])).toBe(
      "departuresChanged",
    );
    expect(await table.items()).toEqual(before);
  });

  it("refuses, changing nothing, a new length that would move more end dates than one transaction holds", async () => {
    const { tourId } = await tour();
    // 99 weekly departures: one more than fit beside the draft and its audit entry. The series
    // starts on a Monday, its weekday, whatever day the test runs (98 weeks on hold 99 Mondays).
    const soon = addDays(today(), 10);
    const from = addDays(soon, (8 - new Date(`${soon}T00:00:00Z`).getUTCDay()) % 7);
    const added = await invoke(addDepartures, contract.addDepartures, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({
        capacity: 8,
        series: { from, until: addDays(from, 98 * 7), weekday: 1, everyWeeks: 1 },
      }),
    });
    expect((added.body as { added: string[] }).added).toHaveLength(99);
    const before = await table.items();
    const refused = await save(tourId, 1, 3);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "TOO_MANY_DEPARTURES_TO_MOVE", limit: 98 } });
    expect((refused.body as { error: { departureDates: string[] } }).error.departureDates).toHaveLength(99);
    expect(await table.items()).toEqual(before);
  });
});
