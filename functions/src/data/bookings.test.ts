import { randomUUID } from "node:crypto";
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Booking } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { useTestTable } from "../../test/test-table.js";
import {
  confirmPaidBooking,
  findBooking,
  holdPlaces,
  listExpiredHolds,
  PlacesGoneError,
  releaseHold,
} from "./bookings.js";
import { db, tableName } from "./client.js";
import { keys } from "./keys.js";
import { ledgerOfMonth } from "./ledger.js";
import { createDeparture } from "./tours.js";

useTestTable();

const lead = {
  firstName: "Amina",
  lastName: "Otieno",
  email: "amina@example.com",
  phone: { country: "KE" as const, number: "0712345678" },
  nationality: "KE" as const,
  birthDate: "1990-01-01",
};

function booking(
  tourId: string,
  startDate: string,
  numberOfTravellers: number,
  holdExpiresAt = "2099-01-01T00:00:00.000Z",
): Booking {
  return {
    id: randomUUID(),
    kind: "group",
    tourId,
    startDate,
    endDate: startDate,
    numberOfTravellers,
    rooms: { sharedRooms: 0, singleRooms: numberOfTravellers },
    travellers: { lead, others: [] },
    totalChf: 100_000 * numberOfTravellers,
    refundTiers: [{ daysBefore: 0, refundPercent: 0 }],
    status: "held",
    locale: "en",
    bookerEmail: "amina@example.com",
    createdAt: new Date().toISOString(),
    holdExpiresAt,
  };
}

async function placesLeft(tourId: string, startDate: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.departure(tourId, startDate) }),
  );
  return Item?.placesLeft as number;
}

async function departure(places: number) {
  const tourId = `race-${randomUUID().slice(0, 8)}`;
  const startDate = "2099-06-01";
  await createDeparture({ tourId, startDate, endDate: "2099-06-10", capacity: places, placesLeft: places });
  return { tourId, startDate };
}

describe("holding places", () => {
  it("never overbooks: 100 concurrent attempts for 5 places end with exactly 5 held bookings", async () => {
    const { tourId, startDate } = await departure(5);
    const attempts = Array.from({ length: 100 }, () => booking(tourId, startDate, 1));
    const results = await Promise.allSettled(attempts.map((b) => holdPlaces(b)));

    const held = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(held).toHaveLength(5);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason instanceof PlacesGoneError)).toBe(true);
    expect(await placesLeft(tourId, startDate)).toBe(0);

    const stored = await Promise.all(attempts.map((b) => findBooking(b.id)));
    expect(stored.filter(Boolean)).toHaveLength(5); // no booking without its places
  });

  it("refuses a group larger than the places left and writes nothing", async () => {
    const { tourId, startDate } = await departure(3);
    const big = booking(tourId, startDate, 4);
    await expect(holdPlaces(big)).rejects.toBeInstanceOf(PlacesGoneError);
    expect(await findBooking(big.id)).toBeUndefined();
    expect(await placesLeft(tourId, startDate)).toBe(3);
  });

  it("refuses a departure that does not exist", async () => {
    await expect(holdPlaces(booking("no-such-tour", "2099-01-01", 1))).rejects.toBeInstanceOf(
      PlacesGoneError,
    );
  });

  it("gives the places back once when a hold is released", async () => {
    const { tourId, startDate } = await departure(4);
    const b = booking(tourId, startDate, 3);
    await holdPlaces(b);
    expect(await placesLeft(tourId, startDate)).toBe(1);
    expect(await releaseHold(b)).toBe(true);
    expect(await releaseHold(b)).toBe(false);
    expect(await placesLeft(tourId, startDate)).toBe(4);
    expect((await findBooking(b.id))?.status).toBe("released");
  });
});

describe("confirming a payment", () => {
  it("confirms once however often the same event arrives, and never a released booking", async () => {
    const { tourId, startDate } = await departure(2);
    const b = booking(tourId, startDate, 1);
    await holdPlaces(b);
    const now = new Date().toISOString();
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => confirmPaidBooking({ ...b, agencyId: "test-agency" }, "evt_same", now)),
    );
    expect(outcomes.filter((o) => o === "confirmed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(2);
    expect((await findBooking(b.id))?.status).toBe("confirmed");
    expect(await releaseHold(b)).toBe(false); // a paid booking keeps its places
    expect(await placesLeft(tourId, startDate)).toBe(1);

    const released = booking(tourId, startDate, 1);
    await holdPlaces(released);
    await releaseHold(released);
    expect(await confirmPaidBooking({ ...released, agencyId: "test-agency" }, "evt_late", now)).toBe(
      "not-held",
    );
  });

  it("counts the travellers on the departure, lists the booking for its tour and writes the payment to the ledger, once", async () => {
    const { tourId, startDate } = await departure(6);
    const first = booking(tourId, startDate, 2);
    const second = booking(tourId, startDate, 3);
    await holdPlaces(first);
    await holdPlaces(second);
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    const now = "2099-01-15T10:00:00.000Z";
    await Promise.all([1, 2].map(() => confirmPaidBooking({ ...first, agencyId }, `evt_${first.id}`, now)));
    await confirmPaidBooking({ ...second, agencyId }, `evt_${second.id}`, now);

    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.departure(tourId, startDate) }),
    );
    expect(Item?.confirmedTravellers).toBe(5);
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "gsi3",
        KeyConditionExpression: "gsi3pk = :pk AND begins_with(gsi3sk, :day)",
        ExpressionAttributeValues: {
          ":pk": keys.bookingsOfTourPartition(tourId).value,
          ":day": keys.bookingsOfDeparturePrefix(startDate),
        },
      }),
    );
    expect(Items?.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    const ledger = await ledgerOfMonth(agencyId, "2099-01");
    expect(ledger.map((entry) => [entry.kind, entry.bookingId, entry.amountChf])).toEqual(
      expect.arrayContaining([
        ["booking-paid", first.id, first.totalChf],
        ["booking-paid", second.id, second.totalChf],
      ]),
    );
    expect(ledger).toHaveLength(2);
    expect(await ledgerOfMonth(agencyId, "2099-02")).toEqual([]);
  });

  it("lists only the holds that have run out", async () => {
    const { tourId, startDate } = await departure(5);
    const old = booking(tourId, startDate, 1, "2000-01-01T00:00:00.000Z");
    const fresh = booking(tourId, startDate, 1, "2099-12-31T00:00:00.000Z");
    await holdPlaces(old);
    await holdPlaces(fresh);
    const expired = await listExpiredHolds(new Date().toISOString());
    expect(expired.map((b) => b.id)).toContain(old.id);
    expect(expired.map((b) => b.id)).not.toContain(fresh.id);
  });
});
