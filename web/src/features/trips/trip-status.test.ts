import type { Booking, TripRequest } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { bookingStatus, requestStatus, tripItems, tripPath } from "./trip-status";

const booking = (id: string, status: Booking["status"], kind: Booking["kind"] = "group") =>
  ({ id, status, kind, createdAt: `2026-01-0${id}T00:00:00.000Z` }) as Booking;
const request = (id: string, status: TripRequest["status"], validUntil?: string) =>
  ({
    id,
    status,
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
});
