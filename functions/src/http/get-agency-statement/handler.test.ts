import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type Statement } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmHeldBooking, storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { recordInLedger } from "../../../test/ledger.js";
import { useTestTable } from "../../../test/test-table.js";
import { holdPlaces } from "../../data/bookings.js";
import { createDeparture } from "../../data/tours.js";
import { handler } from "./handler.js";

const table = useTestTable();

const agentOf = (agencyId: string) => ({
  sub: `agent-of-${agencyId}`,
  email: `agent@${agencyId}.example`,
  "cognito:groups": "[agents]",
  "custom:agencyId": agencyId,
});
const agentX = agentOf("mara-horizon-safaris");
const agentY = agentOf("kilima-routes");
const tourOfX = "kenya-great-migration-safari";

/** A booking of agency X's tour paid at `paidAt` through the confirmation a payment runs. */
async function paidBooking(id: string, travellers: number, totalChf: number, paidAt: string) {
  await holdPlaces(
    storedGroupBooking({
      id,
      tourId: tourOfX,
      startDate: "2098-05-01",
      endDate: "2098-05-11",
      numberOfTravellers: travellers,
      totalChf,
      reference: `TMB-${id.slice(-5).toUpperCase()}`,
      status: "held",
    }),
  );
  await confirmHeldBooking(id, undefined, paidAt);
}

const statement = async (claims: Record<string, string>, month: string) => {
  const answer = await invoke(handler, contract.getAgencyStatement, { params: { month }, claims });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Statement;
};

describe("GET /api/agency/statements/{month}", () => {
  beforeAll(async () => {
    await seedDemoData(new Date("2026-11-01T08:00:00Z"));
    await createDeparture({
      tourId: tourOfX,
      startDate: "2098-05-01",
      endDate: "2098-05-11",
      capacity: 20,
      placesLeft: 20,
    });
    // November (UTC) holds two bookings, a tailored trip's deposit and a refund; the edges of the
    // month fall outside it.
    await paidBooking("stmt-booking-aaaa1", 2, 596_000, "2026-11-03T09:00:00.000Z");
    await paidBooking("stmt-booking-aaaa2", 1, 298_000, "2026-11-30T23:59:59.999Z");
    await paidBooking("stmt-booking-octob", 1, 298_000, "2026-10-31T23:59:59.999Z");
    await paidBooking("stmt-booking-decem", 1, 298_000, "2026-12-01T00:00:00.000Z");
    await recordInLedger(
      {
        agencyId: "mara-horizon-safaris",
        at: "2026-11-10T12:00:00.000Z",
        kind: "trip-payment",
        entryId: "trip-1#deposit",
        amountChf: 150_000,
        tripRequestId: "trip-1",
        reference: "TMB-TR1P1",
      },
      {
        agencyId: "mara-horizon-safaris",
        at: "2026-11-20T08:00:00.000Z",
        kind: "refund-paid",
        entryId: "stmt-booking-octob",
        amountChf: 149_000,
        bookingId: "stmt-booking-octob",
        tourId: tourOfX,
        startDate: "2098-05-01",
      },
    );
  });

  it("lists the agency's month oldest first, with the tours' titles, and adds it up: due = collected − refunded", async () => {
    const november = await statement(agentX, "2026-11");
    expect(november.agency).toEqual({ id: "mara-horizon-safaris", name: expect.any(String) });
    expect(november.entries.map((e) => [e.kind, e.entryId, e.amountChf])).toEqual([
      ["booking-paid", "stmt-booking-aaaa1", 596_000],
      ["trip-payment", "trip-1#deposit", 150_000],
      ["refund-paid", "stmt-booking-octob", 149_000],
      ["booking-paid", "stmt-booking-aaaa2", 298_000],
    ]);
    expect(november.entries[0]).toMatchObject({
      reference: "TMB-AAAA1",
      tourId: tourOfX,
      startDate: "2098-05-01",
      tourTitle: { en: expect.stringContaining("Migration") },
    });
    expect(november.totals).toEqual({
      collectedChf: 596_000 + 298_000 + 150_000,
      refundedChf: 149_000,
      dueChf: 596_000 + 298_000 + 150_000 - 149_000,
      paidBookings: 2,
    });
    // The minute either side of November counts in its own month.
    expect((await statement(agentX, "2026-10")).entries.map((e) => e.entryId)).toEqual([
      "stmt-booking-octob",
    ]);
    expect((await statement(agentX, "2026-12")).entries.map((e) => e.entryId)).toEqual([
      "stmt-booking-decem",
    ]);
  });

  it("shows an agent only its own agency's statement", async () => {
    const ofY = await statement(agentY, "2026-11");
    expect(ofY.agency.id).toBe("kilima-routes");
    expect(ofY.entries).toEqual([]);
    expect(ofY.totals).toEqual({ collectedChf: 0, refundedChf: 0, dueChf: 0, paidBookings: 0 });
  });

  it("a month that is no month is refused, naming the field, and nothing changes", async () => {
    const before = await table.items();
    for (const month of ["2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", "november", "3026-11"]) {
      const answer = await invoke(handler, contract.getAgencyStatement, {
        params: { month },
        claims: agentX,
      });
      expect(answer, month).toMatchObject({
        status: 400,
        body: { error: { fields: { "params.month": "invalid" } } },
      });
    }
    expect(await table.items()).toEqual(before);
  });
});
