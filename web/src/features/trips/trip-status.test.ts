import type { Booking, TripRequest } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { bookingStatus, requestStatus, tabOf, tripItems, tripPath } from "./trip-status";

const booking = (
  id: string,
  status: Booking["status"],
  kind: Booking["kind"] = "group",
  startDate = "2026-09-01",
) => ({ id, status, kind, startDate, createdAt: `2026-01-0${id}T00:00:00.000Z` }) as Booking;
const request = (id: string, status: TripRequest["status"], validUntil?: string) =>
  ({
    id,
    status,
    date: { kind: "approximate", month: "2026-10", weeks: 2 },
    createdAt: `2026-02-0${id}T00:00:00.000Z`,
    ...(validUntil ? { offer: { validUntil } } : {}),
  }) as TripRequest;

describe("my trips' tabs and labels", () => {
  it("labels bookings: paid is Booked, at the checkout In progress, cancelled or never paid Cancelled", () => {
    expect(bookingStatus({ status: "confirmed" })).toBe("booked");
    expect(bookingStatus({ status: "held" })).toBe("in-progress");
    expect(bookingStatus({ status: "cancelled" })).toBe("cancelled");
    expect(bookingStatus({ status: "released" })).toBe("cancelled");
  });

  it("labels a cancelled booking whose refund is on its way Cancellation in progress, under Cancelled trips", () => {
    expect(bookingStatus({ status: "cancelled", refund: { status: "due" } })).toBe(
      "cancellation-in-progress",
    );
    expect(bookingStatus({ status: "cancelled", refund: { status: "sent" } })).toBe(
      "cancellation-in-progress",
    );
    expect(bookingStatus({ status: "cancelled", refund: { status: "refunded" } })).toBe("cancelled");
    expect(tabOf("booking", "cancellation-in-progress")).toBe("cancelled");
  });

  it("labels a paid trip whose last day is past Travelled, booking or booked request", () => {
    const trip = { status: "confirmed", endDate: "2026-05-31" } as const;
    expect(bookingStatus(trip, "2026-05-31")).toBe("booked");
    expect(bookingStatus(trip, "2026-06-01")).toBe("travelled");
    expect(bookingStatus({ status: "cancelled", endDate: "2026-05-31" }, "2026-06-01")).toBe("cancelled");
    const booked = {
      ...request("1", "booked"),
      date: { kind: "exact", departure: "2026-05-20", return: "2026-05-31" },
    };
    expect(requestStatus(booked as TripRequest, "2026-05-31")).toBe("booked");
    expect(requestStatus(booked as TripRequest, "2026-06-01")).toBe("travelled");
    // An approximate October of two weeks ends on the 14th.
    expect(requestStatus(request("1", "booked"), "2026-10-14")).toBe("booked");
    expect(requestStatus(request("1", "booked"), "2026-10-15")).toBe("travelled");
  });

  it("counts an offer past its last day as an expired quote even before the job marks it", () => {
    expect(requestStatus(request("1", "offer-available", "2026-05-10"), "2026-05-10")).toBe(
      "offer-available",
    );
    expect(requestStatus(request("1", "offer-available", "2026-05-10"), "2026-05-11")).toBe("cancelled");
    expect(requestStatus(request("1", "expired", "2026-05-10"), "2026-01-01")).toBe("cancelled");
    expect(requestStatus(request("1", "in-progress"), "2026-01-01")).toBe("in-progress");
    expect(requestStatus(request("1", "booked", "2026-05-10"), "2026-06-01")).toBe("booked");
  });

  it("lists cancelled trips and expired quotes together, accepted offers with the booked trips", () => {
    const items = tripItems(
      [booking("1", "confirmed"), booking("2", "cancelled"), booking("3", "held", "special")],
      [
        request("4", "offer-available", "2099-01-01"),
        request("5", "expired", "2020-01-01"),
        request("6", "booked"),
      ],
      "2026-06-01",
    );
    const tab = (name: string) =>
      items
        .filter((i) => i.tab === name)
        .map((i) => (i.kind === "booking" ? i.booking.id : i.request.id))
        .sort();
    expect(tab("booked")).toEqual(["1", "3", "6"]);
    expect(tab("requests")).toEqual(["4"]);
    expect(tab("cancelled")).toEqual(["2", "5"]);
    expect(items.map((i) => tripPath(i))).toContain("/account/trips/special-tour/3");
    expect(items.map((i) => tripPath(i))).toContain("/account/trips/request/6/summary");
    expect(items.map((i) => tripPath(i))).toContain("/account/trips/request/4");
  });

  it("lists booked trips as they are taken: the next first, then those travelled, latest first", () => {
    const items = tripItems(
      [
        booking("1", "confirmed", "group", "2026-05-20"),
        booking("2", "confirmed", "group", "2026-09-01"),
        booking("3", "confirmed", "special", "2026-06-01"),
        booking("4", "confirmed", "group", "2026-03-01"),
      ],
      [request("5", "booked"), request("6", "in-progress"), request("7", "in-progress")],
      "2026-06-01",
    );
    const ids = (tab: string) =>
      items.filter((i) => i.tab === tab).map((i) => (i.kind === "booking" ? i.booking.id : i.request.id));
    expect(ids("booked")).toEqual(["3", "2", "5", "1", "4"]);
    expect(ids("requests")).toEqual(["7", "6"]);
  });

  it("lists a trip under way with those to come, and every ended trip after them as Travelled", () => {
    const trip = (id: string, startDate: string, endDate: string) =>
      ({ ...booking(id, "confirmed", "group", startDate), endDate }) as Booking;
    const items = tripItems(
      [
        trip("1", "2026-05-01", "2026-05-10"), // ended
        trip("2", "2027-03-01", "2027-03-10"),
        trip("3", "2026-05-28", "2026-06-04"), // under way
        trip("4", "2026-12-01", "2026-12-10"),
        trip("5", "2025-11-01", "2025-11-10"), // ended
      ],
      [],
      "2026-06-01",
    );
    expect(items.map((i) => [i.kind === "booking" && i.booking.id, i.status])).toEqual([
      ["3", "booked"],
      ["4", "booked"],
      ["2", "booked"],
      ["1", "travelled"],
      ["5", "travelled"],
    ]);
  });
});
