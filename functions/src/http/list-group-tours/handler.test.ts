import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import {
  contract,
  displayAmount,
  type ExchangeRates,
  type GroupTourListItem,
  GroupTourListItemSchema,
} from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { writeManyGroupTours } from "../../../test/many-tours.js";
import { useTestTable } from "../../../test/test-table.js";
import { createBookingIfAbsent, holdPlaces, releaseHold } from "../../data/bookings.js";
import { db, tableName } from "../../data/client.js";
import { PutCommand } from "../../data/dynamodb-sdk.js";
import { findExchangeRates } from "../../data/exchange-rates.js";
import { keys } from "../../data/keys.js";
import { saveReviewToken, storeReviewWithToken } from "../../data/review-tokens.js";
import { createDeparture, findTourWithDetails } from "../../data/tours.js";
import { today } from "../../platform/clock.js";
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
    expect(res.headers["cache-control"]).toBe("public, max-age=20, s-maxage=20, stale-while-revalidate=10");
    expect(new Set(tours.map((t) => t.id))).toEqual(new Set(demoGroupTours.map((t) => t.id)));
    for (const tour of tours) {
      expect(tour).not.toHaveProperty("itinerary");
      expect(tour).not.toHaveProperty("summary");
      expect(tour).not.toHaveProperty("departureDates");
    }
  });

  it("gives each tour the months of the departures after today that have places left", async () => {
    const { tours } = await list();
    const now = today();
    for (const tour of tours) {
      const found = await findTourWithDetails(tour.id, now);
      const bookable = found?.departures.filter((d) => d.placesLeft > 0);
      const months = [...new Set(bookable?.map((d) => d.startDate.slice(0, 7)))].sort();
      expect(tour.departureMonths, tour.id).toEqual(months);
      expect(tour.departureMonths.length, tour.id).toBeGreaterThan(0);
    }
    const listed = tours.find((t) => t.id === kenya.id);
    expect(listed?.departureMonths).not.toContain("2020-01");
  });

  it("drops a month once its last place is held, and lists it again when the hold is released", async () => {
    // The demo's Kenya safari is fully booked in one month: the tour page shows it, the list does not.
    const { tours: before } = await list({ destination: "kenya" });
    const found = await findTourWithDetails(kenya.id, today());
    const soldOutMonth = found?.departures.find((d) => d.placesLeft === 0)?.startDate.slice(0, 7);
    expect(soldOutMonth).toBeDefined();
    expect(before.find((t) => t.id === kenya.id)?.departureMonths).not.toContain(soldOutMonth);

    const startDate = "2097-03-12";
    await createDeparture({ tourId: kenya.id, startDate, endDate: "2097-03-19", capacity: 8, placesLeft: 1 });
    const months = async () =>
      (await list({ destination: "kenya" })).tours.find((t) => t.id === kenya.id)?.departureMonths;
    expect(await months()).toContain("2097-03");

    const booking = storedGroupBooking({
      id: "list-test-last-places",
      tourId: kenya.id,
      startDate,
      endDate: "2097-03-19",
      status: "held",
      createdAt: new Date().toISOString(),
      holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    await holdPlaces(booking);
    expect(await months()).not.toContain("2097-03");
    expect(await releaseHold(booking)).toBe(true);
    expect(await months()).toContain("2097-03");
  });

  it("lists a departure added later under its month", async () => {
    const startDate = "2098-07-15";
    await createDeparture({ tourId: kenya.id, startDate, endDate: "2098-07-22", capacity: 8, placesLeft: 8 });
    const { tours } = await list({ destination: "kenya" });
    expect(tours.find((t) => t.id === kenya.id)?.departureMonths.at(-1)).toBe("2098-07");
  });

  it("lists a departure stored before the list read departures once seeding has run again", async () => {
    const departure = {
      tourId: kenya.id,
      startDate: "2096-05-02",
      endDate: "2096-05-09",
      capacity: 8,
      placesLeft: 8,
    };
    const key = keys.departure(departure.tourId, departure.startDate);
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...key, entity: "departure", ...departure } }),
    );
    const months = async () =>
      (await list({ destination: "kenya" })).tours.find((t) => t.id === kenya.id)?.departureMonths;
    expect(await months()).not.toContain("2096-05");
    expect(await createDeparture(departure)).toBe(false);
    expect(await months()).toContain("2096-05");
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
    await createBookingIfAbsent(
      storedGroupBooking({
        id: invitation.bookingId,
        tourId: kenya.id,
        startDate: "2025-01-10",
        endDate: "2025-01-17",
        createdAt: "2024-12-01T00:00:00.000Z",
        holdExpiresAt: "2024-12-01T00:30:00.000Z",
      }),
    );
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

  it("answers a tab still running the previous web, which asks for a sorted page, with that page", async () => {
    // What the paged list sent before it filtered on the page (git show 08dd1c2 -- shared/src/contract).
    const legacy = await invoke(handler, contract.listGroupTours, {
      query: { destination: "kenya", sort: "price", order: "desc", page: "1", locale: "de" },
    });
    expect(legacy.status).toBe(200);
    const body = legacy.body as {
      tours: GroupTourListItem[];
      page: number;
      pageCount: number;
      total: number;
    };
    const kenyan = demoGroupTours.filter((t) => t.destination === "kenya");
    expect(body).toMatchObject({ page: 1, pageCount: 1, total: kenyan.length, pageSize: 6 });
    expect(body.tours.map((t) => t.price.shared)).toEqual(
      kenyan.map((t) => t.price.shared).sort((a, b) => b - a),
    );

    const second = await invoke(handler, contract.listGroupTours, {
      query: { sort: "name", order: "asc", page: "2", locale: "fr" },
    });
    const all = (await list()).tours;
    const byName = all
      .map((t) => t.title.fr)
      .sort(new Intl.Collator("fr-FR", { sensitivity: "base" }).compare);
    expect(second.body).toMatchObject({ page: 2, pageCount: Math.ceil(all.length / 6), total: all.length });
    expect((second.body as { tours: GroupTourListItem[] }).tours.map((t) => t.title.fr)).toEqual(
      byName.slice(6, 12),
    );

    // The current web sends none of them and gets the whole list, without a page.
    const { res } = await list({ destination: "kenya" });
    expect(res.body).not.toHaveProperty("page");
  });

  it("answers the page the list asks for: filtered, sorted in its language, six a page, with the counts", async () => {
    const page = async (query: Record<string, string>) =>
      (await invoke(handler, contract.listGroupTours, { query })).body as {
        tours: GroupTourListItem[];
        page: number;
        pageCount: number;
        total: number;
        unfilteredTotal: number;
        months: string[];
      };
    const all = (await list()).tours;
    const byName = all
      .map((t) => t.title.de)
      .sort(new Intl.Collator("de-DE", { sensitivity: "base" }).compare);
    const first = await page({ locale: "de" });
    expect(first.tours.map((t) => t.title.de)).toEqual(byName.slice(0, 6));
    expect(first).toMatchObject({ page: 1, total: all.length, unfilteredTotal: all.length });
    expect(first.pageCount).toBe(Math.ceil(all.length / 6));
    expect(first.months).toEqual([...new Set(all.flatMap((t) => t.departureMonths))].sort());

    const short = await page({ locale: "en", days: "1-7", language: "en" });
    const expected = all.filter((t) => t.durationDays <= 7 && t.language === "en");
    expect(short.total).toBe(expected.length);
    expect(short.unfilteredTotal).toBe(all.length);
    expect(short.tours.map((t) => t.id).sort()).toEqual(
      expected
        .map((t) => t.id)
        .sort()
        .slice(0, 6)
        .sort(),
    );

    // A price range in euro compares the price as the card shows it, with the stored rates.
    const rates = (await findExchangeRates()) as ExchangeRates;
    const shown = displayAmount(kenya.price.shared, "EUR", rates).minor / 100;
    const exact = await page({
      locale: "en",
      minPrice: String(shown),
      maxPrice: String(shown),
      currency: "EUR",
    });
    expect(exact.tours.map((t) => t.id)).toContain(kenya.id);
    for (const t of exact.tours) expect(displayAmount(t.price.shared, "EUR", rates).minor).toBe(shown * 100);
  });

  it("keeps the month filter honest in the paged answer: a month leaves it with its last place", async () => {
    const startDate = "2099-02-10";
    await createDeparture({ tourId: kenya.id, startDate, endDate: "2099-02-17", capacity: 8, placesLeft: 1 });
    const inFebruary = async () =>
      (
        await invoke(handler, contract.listGroupTours, {
          query: { destination: "kenya", locale: "en", month: "2099-02" },
        })
      ).body as { tours: GroupTourListItem[]; months: string[] };
    expect((await inFebruary()).tours.map((t) => t.id)).toEqual([kenya.id]);
    expect((await inFebruary()).months).toContain("2099-02");

    const booking = storedGroupBooking({
      id: "list-test-february",
      tourId: kenya.id,
      startDate,
      endDate: "2099-02-17",
      status: "held",
      createdAt: new Date().toISOString(),
      holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    await holdPlaces(booking);
    expect((await inFebruary()).tours).toEqual([]);
    expect((await inFebruary()).months).not.toContain("2099-02");
    expect(await releaseHold(booking)).toBe(true);
    expect((await inFebruary()).tours.map((t) => t.id)).toEqual([kenya.id]);
  });

  it("lists more than a thousand tours whole: nothing is cut", async () => {
    // Items with a card's attributes only (what the list reads): small, so a busy machine reads
    // them within the handler's time.
    const card = (await list({ destination: "kenya" })).tours.find((t) => t.id === kenya.id);
    if (!card) throw new Error("Kenya's tour is not listed");
    const { departureMonths: _, ...base } = card;
    const extra = Array.from({ length: 1001 }, (_, i) => ({
      ...base,
      kind: "group",
      id: `list-test-many-${String(i).padStart(4, "0")}`,
      title: { en: `Many ${i}`, de: `Viele ${i}`, fr: `Beaucoup ${i}` },
    }));
    const removeExtra = await writeManyGroupTours(extra);
    const whole = (await list()).tours;
    expect(whole.length).toBe(demoGroupTours.length + extra.length);
    const last = (
      await invoke(handler, contract.listGroupTours, {
        query: { locale: "en", sort: "price", page: String(Math.ceil(whole.length / 6)) },
      })
    ).body as { tours: GroupTourListItem[]; total: number };
    expect(last.total).toBe(whole.length);
    expect(last.tours.length).toBeGreaterThan(0);
    await removeExtra();
  }, 60_000);

  it("refuses an unknown destination and a sort or page that never was, with field errors", async () => {
    const bad = await invoke(handler, contract.listGroupTours, {
      query: { destination: "atlantis", sort: "rating", page: "0", locale: "es", limit: "5" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        code: "VALIDATION_FAILED",
        fields: {
          "query.destination": "unknownDestination",
          "query.sort": "invalid",
          "query.page": "invalid",
        },
      },
    });
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields)).toEqual(
      expect.arrayContaining(["query.locale", "query.limit"]),
    );
  });
});
