import { contract, type GroupTourListItem, GroupTourListItemSchema } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../test/invoke.js";
import { useTestTable } from "../../test/test-table.js";
import { createBookingIfAbsent } from "../data/bookings.js";
import { demoGroupTours } from "../data/demo/group-tours.js";
import { saveReviewToken, storeReviewWithToken } from "../data/review-tokens.js";
import { seedDemoData } from "../data/seed.js";
import { createDeparture, findTourWithDetails } from "../data/tours.js";
import { today } from "../platform/clock.js";
import { handler } from "./handler.js";

useTestTable();

const list = async (query: Record<string, string> = {}) => {
  const res = await invoke(handler, contract.listGroupTours, { query });
  return { status: res.status, tours: (res.body as { tours: GroupTourListItem[] }).tours, res };
};

const kenya = demoGroupTours.find((t) => t.destination === "kenya");
if (!kenya) throw new Error("the demo has no group tour in Kenya");

describe("GET /api/group-tours", () => {
  beforeAll(async () => {
    await seedDemoData();
    // Neither a departure already gone nor today's is one to filter by.
    for (const startDate of ["2020-01-10", today()])
      await createDeparture({ tourId: kenya.id, startDate, endDate: startDate, capacity: 8, placesLeft: 8 });
  });

  it("answers every group tour at once, with a card's facts only, cacheable for a minute", async () => {
    const { status, tours, res } = await list();
    expect(status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(new Set(tours.map((t) => t.id))).toEqual(new Set(demoGroupTours.map((t) => t.id)));
    for (const tour of tours) {
      expect(tour).not.toHaveProperty("itinerary");
      expect(tour).not.toHaveProperty("summary");
      expect(tour).not.toHaveProperty("departureDates");
    }
  });

  it("gives each tour the months of its departures after today, as its page lists them", async () => {
    const { tours } = await list();
    const now = today();
    for (const tour of tours) {
      const found = await findTourWithDetails(tour.id, now);
      const months = [...new Set(found?.departures.map((d) => d.startDate.slice(0, 7)))].sort();
      expect(tour.departureMonths, tour.id).toEqual(months);
      expect(tour.departureMonths.length, tour.id).toBeGreaterThan(0);
    }
    const listed = tours.find((t) => t.id === kenya.id);
    expect(listed?.departureMonths).not.toContain("2020-01");
  });

  it("lists a departure added later under its month", async () => {
    const startDate = "2098-07-15";
    await createDeparture({ tourId: kenya.id, startDate, endDate: "2098-07-22", capacity: 8, placesLeft: 8 });
    const { tours } = await list({ destination: "kenya" });
    expect(tours.find((t) => t.id === kenya.id)?.departureMonths.at(-1)).toBe("2098-07");
  });

  it("shows each tour as its card, its rating counting every review stored since", async () => {
    // A review adds to the tour's stored rating total and count (data/review-tokens.ts), and the list
    // reads only a card's attributes (data/tours.ts): an attribute it left out would show here.
    const nowSeconds = Math.floor(Date.now() / 1000);
    const invitation = {
      bookingId: "list-test-booking",
      tourId: kenya.id,
      authorName: "List Test",
      travelledIn: "2025-01",
      locale: "en" as const,
      expiresAt: nowSeconds + 3600,
    };
    // A review is of a paid booking (one review each: data/review-tokens.ts).
    await createBookingIfAbsent({
      id: invitation.bookingId,
      kind: "group",
      tourId: kenya.id,
      startDate: "2025-01-10",
      endDate: "2025-01-17",
      numberOfTravellers: 1,
      rooms: { sharedRooms: 0, singleRooms: 1 },
      travellers: {
        lead: {
          firstName: "List",
          lastName: "Test",
          email: "list-test@example.com",
          phone: { country: "CH", number: "079 123 45 67" },
          nationality: "CH",
          birthDate: "1980-01-01",
        },
        others: [],
      },
      totalChf: 1,
      refundTiers: [],
      status: "confirmed",
      locale: "en",
      bookerEmail: "list-test@example.com",
      createdAt: "2024-12-01T00:00:00.000Z",
      holdExpiresAt: "2024-12-01T00:30:00.000Z",
    });
    await saveReviewToken("list-test-token", invitation);
    const before = (await findTourWithDetails(kenya.id, "2000-01-01"))?.tour.rating;
    const stored = await storeReviewWithToken(
      "list-test-token",
      invitation.bookingId,
      {
        id: "list-test-review",
        tourId: kenya.id,
        tourKind: "group",
        tourTitle: kenya.title,
        agencyId: kenya.agencyId,
        agencyName: "List Test Agency",
        destination: kenya.destination,
        rating: 1,
        text: "A review to move the average.",
        authorName: invitation.authorName,
        travelledIn: invitation.travelledIn,
        createdAt: new Date(nowSeconds * 1000).toISOString(),
      },
      nowSeconds,
    );
    expect(stored).toBe(true);

    const { tours } = await list({ destination: "kenya" });
    expect(tours.length).toBeGreaterThan(1);
    for (const item of tours) {
      const found = await findTourWithDetails(item.id, today());
      expect(item).toEqual(
        GroupTourListItemSchema.parse({ ...found?.tour, departureMonths: item.departureMonths }),
      );
    }
    const listed = tours.find((t) => t.id === kenya.id);
    expect(listed?.rating.count).toBe((before?.count ?? 0) + 1);
    expect(listed?.rating.average).not.toBe(before?.average);
  });

  it("answers one destination's tours, and an empty list where a destination has none", async () => {
    const { tours } = await list({ destination: "kenya" });
    expect(tours.map((t) => t.id).sort()).toEqual(
      demoGroupTours
        .filter((t) => t.destination === "kenya")
        .map((t) => t.id)
        .sort(),
    );
    expect((await list({ destination: "benin" })).tours).toEqual([]);
  });

  it("refuses an unknown destination and the sort and page it no longer takes, with field errors", async () => {
    const bad = await invoke(handler, contract.listGroupTours, {
      query: { destination: "atlantis", sort: "price", page: "2" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { code: "VALIDATION_FAILED", fields: { "query.destination": "unknownDestination" } },
    });
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields).length).toBeGreaterThan(1);
  });
});
