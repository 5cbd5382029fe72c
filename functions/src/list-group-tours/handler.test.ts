import { contract, type GroupTourSummary, GroupTourSummarySchema, groupTourPageSize } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../test/invoke.js";
import { useTestTable } from "../../test/test-table.js";
import { createBookingIfAbsent } from "../data/bookings.js";
import { demoGroupTours } from "../data/demo/group-tours.js";
import { saveReviewToken, storeReviewWithToken } from "../data/review-tokens.js";
import { seedDemoData } from "../data/seed.js";
import { findTourWithDetails } from "../data/tours.js";
import { handler } from "./handler.js";

useTestTable();

type Page = { tours: GroupTourSummary[]; page: number; pageCount: number; total: number; pageSize: number };
const list = async (query: Record<string, string> = {}) => {
  const res = await invoke(handler, contract.listGroupTours, { query });
  return { status: res.status, page: res.body as Page, body: res.body };
};

describe("GET /api/group-tours", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("pages through all group tours, sorted by English name by default", async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.page.total).toBe(demoGroupTours.length);
    expect(first.page.pageSize).toBe(groupTourPageSize);
    expect(first.page.pageCount).toBe(Math.ceil(demoGroupTours.length / groupTourPageSize));
    const all: GroupTourSummary[] = [];
    for (let page = 1; page <= first.page.pageCount; page++)
      all.push(...(await list({ page: String(page) })).page.tours);
    const titles = all.map((t) => t.title.en);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en-US", { sensitivity: "base" })));
    expect(new Set(all.map((t) => t.id)).size).toBe(demoGroupTours.length);
    expect(all[0]).not.toHaveProperty("itinerary");
  });

  it("shows each tour as its own summary, its rating counting every review stored since", async () => {
    // A review adds to the tour's stored rating total and count (data/review-tokens.ts), and the list
    // reads only a summary's attributes (data/tours.ts): an attribute it left out would show here.
    const reviewed = demoGroupTours.find((t) => t.destination === "kenya");
    if (!reviewed) throw new Error("the demo has no group tour in Kenya");
    const nowSeconds = Math.floor(Date.now() / 1000);
    const invitation = {
      bookingId: "list-test-booking",
      tourId: reviewed.id,
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
    const before = (await findTourWithDetails(reviewed.id, "2000-01-01"))?.tour.rating;
    const stored = await storeReviewWithToken(
      "list-test-token",
      invitation.bookingId,
      {
        id: "list-test-review",
        tourId: reviewed.id,
        tourKind: "group",
        tourTitle: reviewed.title,
        agencyId: reviewed.agencyId,
        agencyName: "List Test Agency",
        destination: reviewed.destination,
        rating: 1,
        text: "A review to move the average.",
        authorName: invitation.authorName,
        travelledIn: invitation.travelledIn,
        createdAt: new Date(nowSeconds * 1000).toISOString(),
      },
      nowSeconds,
    );
    expect(stored).toBe(true);

    const { tours } = (await list({ destination: "kenya" })).page;
    expect(tours.length).toBeGreaterThan(1);
    for (const summary of tours) {
      const found = await findTourWithDetails(summary.id, "2000-01-01");
      expect(summary).toEqual(GroupTourSummarySchema.parse(found?.tour));
    }
    const listed = tours.find((t) => t.id === reviewed.id);
    expect(listed?.rating.count).toBe((before?.count ?? 0) + 1);
    expect(listed?.rating.average).not.toBe(before?.average);
  });

  it("sorts by the name in the requested language, either way", async () => {
    const de = (await list({ locale: "de", page: "1" })).page.tours.map((t) => t.title.de);
    expect(de).toEqual([...de].sort((a, b) => a.localeCompare(b, "de-DE", { sensitivity: "base" })));
    const desc = (await list({ locale: "de", order: "desc" })).page.tours.map((t) => t.title.de);
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a, "de-DE", { sensitivity: "base" })));
  });

  it("sorts by shared-room price in both directions", async () => {
    const asc = (await list({ sort: "price" })).page.tours.map((t) => t.price.shared);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ sort: "price", order: "desc" })).page.tours.map((t) => t.price.shared);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(Math.max(...demoGroupTours.map((t) => t.price.shared)));
  });

  it("filters by destination, and answers an empty list where a destination has none", async () => {
    const kenya = await list({ destination: "kenya" });
    expect(kenya.page.total).toBe(demoGroupTours.filter((t) => t.destination === "kenya").length);
    expect(kenya.page.tours.every((t) => t.destination === "kenya")).toBe(true);
    const benin = await list({ destination: "benin" });
    expect(benin.page).toMatchObject({ tours: [], total: 0, pageCount: 1, page: 1 });
  });

  it("answers an empty page beyond the last one", async () => {
    const beyond = await list({ page: "99" });
    expect(beyond.status).toBe(200);
    expect(beyond.page).toMatchObject({ tours: [], page: 99, total: demoGroupTours.length });
  });

  it("refuses bad filters with field errors", async () => {
    const bad = await list({ destination: "atlantis", sort: "rating", order: "up", page: "0" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        fields: {
          "query.destination": "unknownDestination",
          "query.sort": "invalid",
          "query.order": "invalid",
          "query.page": "invalid",
        },
      },
    });
  });
});
