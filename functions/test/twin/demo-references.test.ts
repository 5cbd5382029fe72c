import { GetCommand } from "@aws-sdk/lib-dynamodb";
import {
  demoAgencyRequestIds,
  demoAgencyRequestReferences,
  demoAgencyRequests,
} from "@tembea/infra/local/seed/demo/agency-requests";
import { demoTripIds, demoTripReferences, demoTrips } from "@tembea/infra/local/seed/demo/trips";
import { seedDemoData, seedDemoTrips } from "@tembea/infra/local/seed/seed";
import { contract, isReference } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { createBookingIfAbsent, findBooking } from "../../src/data/bookings.js";
import { db, tableName } from "../../src/data/client.js";
import { keys } from "../../src/data/keys.js";
import { createTripRequestIfAbsent, findTripRequest } from "../../src/data/trip-requests.js";
import { handler as bookingReceipt } from "../../src/http/get-booking-receipt/handler.js";
import { invoke } from "../invoke.js";
import { uniqueEmail } from "../local-services.js";
import { useTestTable } from "../test-table.js";

useTestTable();

const now = new Date("2026-11-23T07:00:00Z");
const traveller = { userId: "demo-traveller-refs", email: uniqueEmail("amina"), name: "Amina Traveller" };
const namedBy = async (reference: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.reference(reference) }))).Item;

describe("the demo data's references", () => {
  it("are references of the alphabet, each its own", () => {
    const all = [...Object.values(demoTripReferences), ...Object.values(demoAgencyRequestReferences)];
    expect(all.every(isReference)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it("are written by the seed, also onto demo items stored before references existed, and claimed for them", async () => {
    // A developer's table from before: the demo items are there, without references.
    const { bookings, requests } = demoTrips(traveller, now);
    const { reference: _b, ...olderBooking } = bookings[0] as (typeof bookings)[number];
    const { reference: _r, ...olderRequest } = demoAgencyRequests(now)[0] as ReturnType<
      typeof demoAgencyRequests
    >[number];
    await createBookingIfAbsent(olderBooking);
    await createTripRequestIfAbsent(olderRequest);
    // Such items still read, without a reference, and the receipt leaves it out.
    expect((await findBooking(olderBooking.id))?.reference).toBeUndefined();
    expect((await findTripRequest(olderRequest.id))?.reference).toBeUndefined();
    const older = await invoke(bookingReceipt, contract.getBookingReceipt, {
      params: { id: olderBooking.id },
    });
    expect(older.status).toBe(200);
    expect(older.body).not.toHaveProperty("reference");

    await seedDemoData(now);
    await seedDemoTrips(traveller, now);
    await seedDemoTrips(traveller, new Date("2026-12-01T07:00:00Z")); // a restart a week later

    for (const [name, id] of Object.entries(demoTripIds)) {
      const reference = demoTripReferences[name as keyof typeof demoTripIds];
      const stored = bookings.some((b) => b.id === id) ? await findBooking(id) : await findTripRequest(id);
      expect(stored?.reference, name).toBe(reference);
      expect(await namedBy(reference), name).toMatchObject(
        bookings.some((b) => b.id === id) ? { bookingId: id } : { tripRequestId: id },
      );
    }
    for (const [name, id] of Object.entries(demoAgencyRequestIds)) {
      const reference = demoAgencyRequestReferences[name as keyof typeof demoAgencyRequestIds];
      expect((await findTripRequest(id))?.reference, name).toBe(reference);
      expect(await namedBy(reference), name).toMatchObject({ tripRequestId: id });
    }
    expect(requests).toHaveLength(3);

    // The paid demo bookings say when they were paid, for their receipts.
    const paid = await invoke(bookingReceipt, contract.getBookingReceipt, {
      params: { id: demoTripIds.bookedGroupTour },
    });
    expect(paid.body).toMatchObject({ reference: demoTripReferences.bookedGroupTour, status: "confirmed" });
    expect(paid.body).toHaveProperty("paidAt");
  });
});
