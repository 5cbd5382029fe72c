import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { type Booking, isReference, referenceAlphabet } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { useTestTable } from "../../test/test-table.js";
import { storedTripRequest } from "../../test/trip-requests.js";
import { findBooking, holdPlaces, holdSpecialTour, PlacesGoneError } from "./bookings.js";
import { db, tableName } from "./client.js";
import { keys } from "./keys.js";
import { claimReferenceFor, newReference, ReferenceTakenError, withFreshReference } from "./references.js";
import { createDeparture } from "./tours.js";
import { createTripRequest, findTripRequest } from "./trip-requests.js";

useTestTable();

const referenceItem = async (reference: string) =>
  (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.reference(reference), ConsistentRead: true }),
    )
  ).Item;

/** A reference no other test of this file uses: the table is shared by the file's tests. */
let serial = 0;
function uniqueReference(): string {
  serial += 1;
  const symbols = [...String(serial).padStart(5, "0")].map((d) => referenceAlphabet[Number(d) + 10]);
  return `TMB-${symbols.join("")}`;
}

const request = (reference?: string) =>
  storedTripRequest({ id: randomUUID(), status: "in-progress", ...(reference ? { reference } : {}) });

function heldBooking(kind: "group" | "special", reference: string, tourId = "ref-tour"): Booking {
  return {
    id: randomUUID(),
    reference,
    kind,
    tourId,
    startDate: "2099-05-01",
    endDate: "2099-05-08",
    numberOfTravellers: 2,
    ...(kind === "group" ? { rooms: { sharedRooms: 1, singleRooms: 0 } } : {}),
    travellers: {
      lead: {
        firstName: "Amina",
        lastName: "Otieno",
        email: "amina@example.com",
        phone: { country: "KE", number: "0712345678" },
        nationality: "KE",
        birthDate: "1990-01-01",
      },
      others: [{ firstName: "Baraka", lastName: "Otieno", birthDate: "1991-01-01" }],
    },
    totalChf: 200_000,
    refundTiers: [{ daysBefore: 0, refundPercent: 0 }],
    status: "held",
    locale: "en",
    bookerEmail: "amina@example.com",
    createdAt: new Date().toISOString(),
    holdExpiresAt: "2099-01-01T00:00:00.000Z",
  };
}

describe("short references in the table", () => {
  it("draws references of the alphabet at random", () => {
    const drawn = new Set(Array.from({ length: 200 }, newReference));
    expect([...drawn].every(isReference)).toBe(true);
    // 200 draws from 24.3 million: a repeat would mean the source is not random.
    expect(drawn.size).toBe(200);
  });

  it("are claimed with the request they name: twenty requests racing for one reference, one gets it", async () => {
    const reference = uniqueReference();
    const racing = Array.from({ length: 20 }, () => request(reference));
    const outcomes = await Promise.allSettled(racing.map((r) => createTripRequest(r)));
    const won = outcomes.flatMap((o, i) =>
      o.status === "fulfilled" ? [racing[i] as (typeof racing)[number]] : [],
    );
    expect(won).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === "rejected"))
      expect(outcome.reason).toBeInstanceOf(ReferenceTakenError);
    // Nothing of the losers was written; the reference names the winner alone.
    const stored = await Promise.all(racing.map((r) => findTripRequest(r.id)));
    expect(stored.filter(Boolean).map((r) => r?.id)).toEqual([won[0]?.id]);
    expect(await referenceItem(reference)).toMatchObject({ reference, tripRequestId: won[0]?.id });
  });

  it("stay unique under concurrency when the draws collide: each write draws again until its reference is free", async () => {
    // Forty requests drawing from fifty references: many first draws collide, none end up shared.
    const pool = Array.from({ length: 50 }, uniqueReference);
    const draw = () => pool[Math.floor(Math.random() * pool.length)] as string;
    const created = await Promise.all(
      Array.from({ length: 40 }, () =>
        withFreshReference(
          async (reference) => {
            const made = request(reference);
            await createTripRequest(made);
            return made;
          },
          draw,
          200,
        ),
      ),
    );
    const references = created.map((r) => r.reference);
    expect(new Set(references).size).toBe(40);
    for (const made of created) {
      expect((await findTripRequest(made.id))?.reference).toBe(made.reference);
      expect((await referenceItem(made.reference as string))?.tripRequestId).toBe(made.id);
    }
  });

  it("gives up after its attempts, passing the refusal on", async () => {
    const taken = uniqueReference();
    await createTripRequest(request(taken));
    let draws = 0;
    await expect(
      withFreshReference(
        (reference) => createTripRequest(request(reference)),
        () => {
          draws += 1;
          return taken;
        },
        3,
      ),
    ).rejects.toBeInstanceOf(ReferenceTakenError);
    expect(draws).toBe(3);
  });

  it("share one space between bookings and requests: a hold whose reference is taken writes nothing and keeps the places", async () => {
    const taken = uniqueReference();
    await createTripRequest(request(taken));
    await createDeparture({
      tourId: "ref-tour",
      startDate: "2099-05-01",
      endDate: "2099-05-08",
      capacity: 4,
      placesLeft: 4,
    });
    const group = heldBooking("group", taken);
    await expect(holdPlaces(group, "cs_1")).rejects.toBeInstanceOf(ReferenceTakenError);
    expect(await findBooking(group.id)).toBeUndefined();
    const special = heldBooking("special", taken);
    await expect(holdSpecialTour(special, "cs_2")).rejects.toBeInstanceOf(ReferenceTakenError);
    expect(await findBooking(special.id)).toBeUndefined();

    // With a free reference the same hold goes through, its reference with it.
    const free = { ...heldBooking("group", uniqueReference()) };
    await holdPlaces(free, "cs_3");
    expect(await findBooking(free.id)).toMatchObject({ reference: free.reference, status: "held" });
    expect((await referenceItem(free.reference as string))?.bookingId).toBe(free.id);
    // Two places left of four: the taken reference took none.
    await holdPlaces(heldBooking("group", uniqueReference()), "cs_4");
    await expect(holdPlaces(heldBooking("group", uniqueReference()), "cs_5")).rejects.toBeInstanceOf(
      PlacesGoneError,
    );
  });

  it("says the places are gone, not the reference, when a hold fails on both", async () => {
    const taken = uniqueReference();
    await createTripRequest(request(taken));
    await createDeparture({
      tourId: "ref-tour-full",
      startDate: "2099-05-01",
      endDate: "2099-05-08",
      capacity: 2,
      placesLeft: 0,
    });
    await expect(holdPlaces(heldBooking("group", taken, "ref-tour-full"), "cs_6")).rejects.toBeInstanceOf(
      PlacesGoneError,
    );
  });

  it("let the seed claim a demo item's fixed reference again and again, never another item's", async () => {
    const reference = uniqueReference();
    const target = { bookingId: randomUUID() };
    expect(await claimReferenceFor(reference, target)).toBe(true);
    expect(await claimReferenceFor(reference, target)).toBe(true);
    expect(await claimReferenceFor(reference, { bookingId: randomUUID() })).toBe(false);
    expect(await claimReferenceFor(reference, { tripRequestId: target.bookingId })).toBe(false);
    expect(await referenceItem(reference)).toMatchObject(target);
  });
});
