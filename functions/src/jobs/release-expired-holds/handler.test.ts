import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Booking } from "@tembea/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordMetrics } from "../../../test/metric-lines.js";
import { useTestTable } from "../../../test/test-table.js";
import { findBooking, holdPlaces } from "../../data/bookings.js";
import { db, tableName } from "../../data/client.js";
import { keys } from "../../data/keys.js";
import { createDeparture } from "../../data/tours.js";
import { releaseExpiredHolds } from "./handler.js";

useTestTable();

describe("releasing expired holds", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives back the places of holds past their end and the grace period, and only those", async () => {
    const tourId = `sweep-${randomUUID().slice(0, 6)}`;
    await createDeparture({
      tourId,
      startDate: "2099-02-01",
      endDate: "2099-02-09",
      capacity: 10,
      placesLeft: 10,
    });
    const hold = (id: string, holdExpiresAt: string, n: number): Booking => ({
      id,
      kind: "group",
      tourId,
      agencyId: "kenya-safaris",
      startDate: "2099-02-01",
      endDate: "2099-02-09",
      numberOfTravellers: n,
      travellers: {
        lead: {
          firstName: "A",
          lastName: "B",
          email: "a@example.com",
          phone: { country: "KE", number: "0712345678" },
          nationality: "KE",
          birthDate: "1990-01-01",
        },
        others: [],
      },
      totalChf: 1,
      refundTiers: [],
      status: "held",
      locale: "en",
      bookerEmail: "a@example.com",
      createdAt: "2026-11-22T10:00:00.000Z",
      holdExpiresAt,
    });
    const now = new Date("2026-11-22T12:00:00.000Z");
    await holdPlaces(hold("old", "2026-11-22T11:00:00.000Z", 3));
    await holdPlaces(hold("in-grace", "2026-11-22T11:58:00.000Z", 2));
    await holdPlaces(hold("open", "2026-11-22T12:20:00.000Z", 1));

    const recorded = recordMetrics();
    expect(await releaseExpiredHolds(now)).toEqual({ released: 1 });
    expect((await findBooking("old"))?.status).toBe("released");
    expect((await findBooking("in-grace"))?.status).toBe("held");
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.departure(tourId, "2099-02-01") }),
    );
    expect(Item?.placesLeft).toBe(10 - 2 - 1);
    expect(await releaseExpiredHolds(now)).toEqual({ released: 0 });
    // The breakdown line of the one it released, at once; the run's total goes out with the handler.
    expect(recorded.counted("HoldExpired").map((m) => [m.value, m.dimensions])).toEqual([
      [1, { stage: "local", agency: "kenya-safaris", tourKind: "group" }],
    ]);
  });
});
