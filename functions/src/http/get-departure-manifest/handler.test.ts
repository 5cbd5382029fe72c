import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type DepartureManifest } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmHeldBooking, storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY } from "../../../test/tour-drafts.js";
import { createBookingIfAbsent, findBooking, holdPlaces } from "../../data/bookings.js";
import { db, tableName } from "../../data/client.js";
import { keys } from "../../data/keys.js";
import { indexConfirmedBookingsOfTours } from "../../data/tour-bookings.js";
import { createDeparture } from "../../data/tours.js";
import { handler as bookedDatesHandler } from "../list-tour-booked-dates/handler.js";
import { handler } from "./handler.js";

useTestTable();

const tourId = "kenya-great-migration-safari";
const startDate = "2098-05-02";
const endDate = "2098-05-11";

const manifest = (date: string, claims: Record<string, string> = agentX, tour = tourId) =>
  invoke(handler, contract.getDepartureManifest, { claims, params: { tourId: tour, startDate: date } });

/** A family of three with accents in their names, and a traveller alone booked after them. */
const family = storedGroupBooking({
  id: "manifest-family",
  reference: "TMB-MF3ZK",
  tourId,
  startDate,
  endDate,
  numberOfTravellers: 3,
  rooms: { sharedRooms: 1, singleRooms: 1 },
  travellers: {
    lead: {
      firstName: "Zoë",
      lastName: "Müller-Lüdenscheidt",
      email: "zoe@example.com",
      phone: { country: "DE", number: "+4915112345678" },
      nationality: "DE",
      birthDate: "1984-02-29",
    },
    others: [
      { firstName: "Jörg", lastName: "Müller-Lüdenscheidt", birthDate: "1982-07-01" },
      { firstName: "Anaïs", lastName: "Müller-Lüdenscheidt", birthDate: "2012-12-24" },
    ],
  },
  totalChf: 1_234_500,
  createdAt: "2026-11-20T09:00:00.000Z",
  confirmedAt: "2026-11-20T09:05:00.000Z",
});
const alone = storedGroupBooking({
  id: "manifest-alone",
  tourId,
  startDate,
  endDate,
  createdAt: "2026-11-21T10:00:00.000Z",
});

describe("GET /api/agency/tours/{tourId}/departures/{startDate}/manifest", () => {
  beforeAll(async () => {
    await seedDemoData();
    await createDeparture({ tourId, startDate, endDate, capacity: 12, placesLeft: 8 });
    await createBookingIfAbsent(alone);
    await createBookingIfAbsent(family);
    // Another date of the same tour: never on this date's manifest.
    await createBookingIfAbsent(
      storedGroupBooking({
        id: "manifest-other-date",
        tourId,
        startDate: "2098-06-02",
        endDate: "2098-06-11",
      }),
    );
    // Someone paying right now: their places are held, but nobody is coming until they paid.
    await holdPlaces(
      storedGroupBooking({
        id: "manifest-held",
        tourId,
        startDate,
        endDate,
        status: "held",
        createdAt: new Date().toISOString(),
        holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    );
  });

  it("lists every paid booking of the date with its contact, travellers, rooms and amount, in booking order", async () => {
    const res = await manifest(startDate);
    expect(res.status).toBe(200);
    const body = res.body as DepartureManifest;
    expect(body).toMatchObject({ startDate, endDate, travellers: 4, tour: { id: tourId, kind: "group" } });
    expect(body.tour.title?.en).toBeTruthy();
    expect(body.bookings.map((b) => b.bookingId)).toEqual(["manifest-family", "manifest-alone"]);
    expect(body.bookings[0]).toEqual({
      bookingId: "manifest-family",
      reference: "TMB-MF3ZK",
      status: "confirmed",
      bookedAt: "2026-11-20T09:00:00.000Z",
      confirmedAt: "2026-11-20T09:05:00.000Z",
      contact: {
        firstName: "Zoë",
        lastName: "Müller-Lüdenscheidt",
        email: "zoe@example.com",
        phone: { country: "DE", number: "+4915112345678" },
      },
      travellers: [
        {
          firstName: "Zoë",
          lastName: "Müller-Lüdenscheidt",
          birthDate: "1984-02-29",
          nationality: "DE",
          lead: true,
        },
        { firstName: "Jörg", lastName: "Müller-Lüdenscheidt", birthDate: "1982-07-01", lead: false },
        { firstName: "Anaïs", lastName: "Müller-Lüdenscheidt", birthDate: "2012-12-24", lead: false },
      ],
      rooms: { sharedRooms: 1, singleRooms: 1 },
      amountPaidChf: 1_234_500,
    });
  });

  it("answers a date nobody paid for with an empty list", async () => {
    const res = await manifest("2098-05-09");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ travellers: 0, bookings: [] });
  });

  it("answers 404 to another agency's agent exactly as for a tour that does not exist", async () => {
    const other = await manifest(startDate, agentY);
    const none = await manifest(startDate, agentY, "no-such-tour");
    expect(other.status).toBe(404);
    expect([other.status, other.body]).toEqual([none.status, none.body]);
  });

  it("refuses a date that is not one, changing nothing", async () => {
    const res = await manifest("2098-02-30");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { "params.startDate": "invalidDate" } } });
  });

  it("lists the tour's booked dates with their travellers, holds left out", async () => {
    const res = await invoke(bookedDatesHandler, contract.listTourBookedDates, {
      claims: agentX,
      params: { tourId },
    });
    expect(res.status).toBe(200);
    const { dates } = res.body as { dates: { startDate: string }[] };
    expect(dates.filter((d) => d.startDate >= "2098")).toEqual([
      { startDate, endDate, travellers: 4, bookings: 2, cancelledBookings: 0 },
      { startDate: "2098-06-02", endDate: "2098-06-11", travellers: 1, bookings: 1, cancelledBookings: 0 },
    ]);
    const other = await invoke(bookedDatesHandler, contract.listTourBookedDates, {
      claims: agentY,
      params: { tourId },
    });
    expect(other.status).toBe(404);
  });

  it("lists a booking once its payment confirms it, after the bookings before it", async () => {
    expect((await manifest(startDate)).body).toMatchObject({ travellers: 4 });
    expect(await confirmHeldBooking("manifest-held")).toBe("confirmed");
    const body = (await manifest(startDate)).body as DepartureManifest;
    expect(body.travellers).toBe(5);
    expect(body.bookings.map((b) => b.bookingId)).toEqual([
      "manifest-family",
      "manifest-alone",
      "manifest-held",
    ]);
  });

  it("backfills a confirmed booking written before the index, once", async () => {
    const date = "2098-08-02";
    const old = storedGroupBooking({
      id: "manifest-before-index",
      tourId,
      startDate: date,
      endDate: "2098-08-11",
    });
    // As the data layer wrote a confirmed booking before the tours' booking index existed.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.booking(old.id),
          ...keys.bookingOfTraveller(old.bookerEmail, old.createdAt, old.id),
          ...keys.awaitingReviewInviteEntry(old.endDate),
          entity: "booking",
          ...old,
        },
      }),
    );
    expect((await manifest(date)).body).toMatchObject({ bookings: [] });
    expect(await indexConfirmedBookingsOfTours()).toBeGreaterThanOrEqual(1);
    expect(((await manifest(date)).body as DepartureManifest).bookings.map((b) => b.bookingId)).toEqual([
      old.id,
    ]);
    expect(await indexConfirmedBookingsOfTours()).toBe(0);
    expect((await findBooking(old.id))?.status).toBe("confirmed");
  });

  it("lists a special tour's booked dates, each the date its travellers chose, with its manifest", async () => {
    const special = "kenya-private-mara-safari";
    const { rooms: _, ...groupFields } = storedGroupBooking();
    await createBookingIfAbsent({
      ...groupFields,
      id: "manifest-special",
      kind: "special",
      tourId: special,
      startDate: "2098-09-09",
      endDate: "2098-09-13",
    });
    const res = await invoke(bookedDatesHandler, contract.listTourBookedDates, {
      claims: agentX,
      params: { tourId: special },
    });
    expect((res.body as { dates: unknown[] }).dates).toContainEqual({
      startDate: "2098-09-09",
      endDate: "2098-09-13",
      travellers: 1,
      bookings: 1,
      cancelledBookings: 0,
    });
    const body = (await manifest("2098-09-09", agentX, special)).body as DepartureManifest;
    expect(body.tour.kind).toBe("special");
    expect(body.bookings.map((b) => [b.bookingId, b.rooms])).toEqual([["manifest-special", undefined]]);
  });
});
