import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoReviews } from "@tembea/infra/demo/reviews";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type Departure, type Review } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmHeldBooking, storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { holdPlaces } from "../../data/bookings.js";
import { createDeparture } from "../../data/tours.js";
import { handler } from "./handler.js";

useTestTable();

const reviewed = demoGroupTours.find((t) => demoReviews.some((r) => r.tourId === t.id));
if (!reviewed) throw new Error("the demo catalogue needs a reviewed group tour");

describe("GET /api/group-tours/{id}", () => {
  beforeAll(async () => {
    await seedDemoData();
    // A departure in the past must not be offered.
    await createDeparture({
      tourId: reviewed.id,
      startDate: "2020-01-10",
      endDate: "2020-01-20",
      capacity: 8,
      placesLeft: 8,
    });
  });

  it("answers the tour with its agency, future departures by date and reviews newest first", async () => {
    const res = await invoke(handler, contract.getGroupTour, { params: { id: reviewed.id } });
    expect(res.status).toBe(200);
    const body = res.body as {
      tour: { id: string; rating: { count: number; average: number } };
      agency: { id: string };
      departures: Departure[];
      reviews: Review[];
    };
    expect(body.tour.id).toBe(reviewed.id);
    expect(body.agency.id).toBe(reviewed.agencyId);
    expect(body.departures).toHaveLength(reviewed.departures.length);
    const dates = body.departures.map((d) => d.startDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d > new Date().toISOString().slice(0, 10))).toBe(true);
    const own = demoReviews.filter((r) => r.tourId === reviewed.id);
    expect(body.reviews).toHaveLength(own.length);
    expect(body.tour.rating.count).toBe(own.length);
    const created = body.reviews.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("answers 404 for an unknown id and for a special tour's id", async () => {
    expect((await invoke(handler, contract.getGroupTour, { params: { id: "no-such-tour" } })).status).toBe(
      404,
    );
    const special = demoSpecialTours[0];
    if (!special) throw new Error("no special tour");
    expect((await invoke(handler, contract.getGroupTour, { params: { id: special.id } })).status).toBe(404);
  });

  it("answers 400 for a malformed id", async () => {
    const res = await invoke(handler, contract.getGroupTour, { params: { id: "<script>" } });
    expect(res.status).toBe(400);
  });

  it("says a departure is guaranteed once its paid travellers reach the minimum group, never how many", async () => {
    const min = reviewed.groupSize.min;
    const startDate = "2098-03-02";
    await createDeparture({
      tourId: reviewed.id,
      startDate,
      endDate: "2098-03-12",
      capacity: 20,
      placesLeft: 20,
    });
    const hold = (id: string, n: number) =>
      holdPlaces(
        storedGroupBooking({ id, tourId: reviewed.id, startDate, numberOfTravellers: n, status: "held" }),
      );
    const departureOnPage = async () => {
      const res = await invoke(handler, contract.getGroupTour, { params: { id: reviewed.id } });
      return (res.body as { departures: Record<string, unknown>[] }).departures.find(
        (d) => d.startDate === startDate,
      );
    };
    // One short of the minimum paid, and enough held but unpaid (a hold may lapse): not yet.
    await hold("guaranteed-paid", min - 1);
    await confirmHeldBooking("guaranteed-paid");
    await hold("guaranteed-held", 1);
    expect(await departureOnPage()).toMatchObject({ guaranteed: false, placesLeft: 20 - min });
    // The held one paid: exactly the minimum.
    await confirmHeldBooking("guaranteed-held");
    const guaranteed = await departureOnPage();
    expect(guaranteed).toMatchObject({ guaranteed: true });
    expect(Object.keys(guaranteed ?? {})).not.toContain("confirmedTravellers");
  });
});
