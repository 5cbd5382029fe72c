import type { GroupTour, SpecialTour, Travellers } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../api/client";
import { bookingRequest, payFailure } from "./booking-request";

const travellers = {
  lead: {
    firstName: "Jana",
    lastName: "Müller",
    email: "jana@example.com",
    phone: { country: "CH", number: "044 668 18 00" },
    nationality: "CH",
    birthDate: "1988-04-12",
  },
  others: [],
} as unknown as Travellers;

describe("payFailure", () => {
  it("tells a full departure, one with too few places, a missing checkout page and a lost connection from everything else", () => {
    expect(payFailure(new ApiRequestError("FULLY_BOOKED", 409))).toBe("fullyBooked");
    expect(payFailure(new ApiRequestError("SALES_CLOSED", 409))).toBe("salesClosed");
    expect(payFailure(new ApiRequestError("NOT_ENOUGH_PLACES", 409, {}, { placesLeft: 1 }))).toBe(
      "notEnoughPlaces",
    );
    expect(payFailure(new ApiRequestError("CHECKOUT_UNAVAILABLE", 502))).toBe("checkoutUnavailable");
    expect(
      payFailure(new ApiRequestError("VALIDATION_FAILED", 400, { "body.rooms": "roomsUnassigned" })),
    ).toBe("other");
    expect(payFailure(new ApiRequestError("NETWORK", 0))).toBe("connection");
    expect(payFailure(new Error("boom"))).toBe("other");
  });
});

describe("bookingRequest", () => {
  const group = { kind: "group" as const, tour: { id: "g" } as GroupTour, departures: [] };
  const special = { kind: "special" as const, tour: { id: "s" } as SpecialTour };

  it("sends the answers, never a price", () => {
    const request = bookingRequest(
      {
        booking: group,
        state: { departureDate: "2027-03-01", rooms: { sharedRooms: 0, singleRooms: 1 }, travellers },
      },
      "de",
      "EUR",
    );
    expect(request).toEqual({
      kind: "group",
      body: {
        tourId: "g",
        departureDate: "2027-03-01",
        rooms: { sharedRooms: 0, singleRooms: 1 },
        travellers,
        acceptTerms: true,
        locale: "de",
        displayCurrency: "EUR",
      },
    });
  });

  it("books a special tour without rooms", () => {
    const request = bookingRequest(
      { booking: special, state: { departureDate: "2027-03-01", travellers } },
      "fr",
      "CHF",
    );
    expect(request?.kind).toBe("special");
    expect(request?.body).not.toHaveProperty("rooms");
  });

  it("gives nothing while an answer is missing", () => {
    expect(
      bookingRequest({ booking: group, state: { departureDate: "2027-03-01", travellers } }, "en", "CHF"),
    ).toBe(undefined);
    expect(bookingRequest({ booking: special, state: { travellers } }, "en", "CHF")).toBe(undefined);
  });
});
