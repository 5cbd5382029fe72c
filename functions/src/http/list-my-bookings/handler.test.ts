import { demoAgencyEmail } from "@tembea/infra/demo/load-demo";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type Booking, contract, type Departure, type TripRequest } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmHeldBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { tripRequestInput } from "../../../test/trip-requests.js";
import { createDeparture } from "../../data/tours.js";
import { handler as addChangeRequest } from "../add-change-request/handler.js";
import { handler as bookGroupTour } from "../create-group-tour-booking/handler.js";
import { handler as getMyBooking } from "../get-my-booking/handler.js";
import { handler as submitRequest } from "../submit-trip-request/handler.js";
import { handler } from "./handler.js";

useTestTable();

const tourId = "kenya-great-migration-safari";
const departure: Departure = {
  tourId,
  startDate: "2099-04-01",
  endDate: "2099-04-08",
  capacity: 50,
  placesLeft: 50,
};

function guestBooking(email: string) {
  return {
    tourId,
    departureDate: departure.startDate,
    rooms: { sharedRooms: 0, singleRooms: 1 },
    travellers: {
      lead: {
        firstName: "Noah",
        lastName: "Brunner",
        email,
        phone: { country: "CH", number: "079 123 45 67" },
        nationality: "CH",
        birthDate: "1988-08-08",
      },
      others: [],
    },
    acceptTerms: true,
    locale: "de",
    displayCurrency: "CHF",
  };
}

describe("my trips", () => {
  beforeAll(async () => {
    await seedDemoData();
    await createDeparture(departure);
  });

  it("show a paid guest booking once the traveller signs in with the same proven e-mail, and nobody else's", async () => {
    const email = uniqueEmail("noah");
    const booked = await invoke(bookGroupTour, contract.createGroupTourBooking, {
      body: JSON.stringify(guestBooking(email)),
    });
    const { bookingId } = booked.body as { bookingId: string };

    const noah = { sub: "user-noah", email, name: "Noah Brunner", email_verified: "true" };
    const unpaid = (await invoke(handler, contract.listMyBookings, { claims: noah })).body as {
      bookings: Booking[];
    };
    expect(unpaid.bookings).toEqual([]);
    await confirmHeldBooking(bookingId, "evt_noah_paid", new Date().toISOString());
    const mine = (await invoke(handler, contract.listMyBookings, { claims: noah })).body as {
      bookings: Booking[];
    };
    expect(mine.bookings.map((b) => b.id)).toEqual([bookingId]);
    expect(
      (await invoke(getMyBooking, contract.getMyBooking, { claims: noah, params: { id: bookingId } })).status,
    ).toBe(200);

    const eve = { sub: "user-eve", email: uniqueEmail("eve"), name: "Eve" };
    expect(
      ((await invoke(handler, contract.listMyBookings, { claims: eve })).body as { bookings: [] }).bookings,
    ).toEqual([]);
    expect(
      (await invoke(getMyBooking, contract.getMyBooking, { claims: eve, params: { id: bookingId } })).status,
    ).toBe(404);
    expect((await invoke(handler, contract.listMyBookings)).status).toBe(401);
  });

  it("take change requests on the traveller's own trip request, kept in its history and sent to the agency", async () => {
    const owner = { sub: "user-zoe", email: uniqueEmail("zoe"), name: "Zoé Martin" };
    const request = tripRequestInput({
      date: { kind: "approximate", month: "2027-09", weeks: 1 },
      travellers: { groupType: "friends", adults: 3, children: [] },
      accommodation: { hotelClass: 3, mealPlan: "breakfast", singleRooms: 1 },
      experiences: ["adventure-and-sports"],
      budgetPerTravellerChf: 200_000,
      tripReason: "birthday",
    });
    const { id } = (
      await invoke(submitRequest, contract.submitTripRequest, {
        claims: owner,
        body: JSON.stringify(request),
      })
    ).body as { id: string };

    const empty = await invoke(addChangeRequest, contract.addChangeRequest, {
      claims: owner,
      params: { id },
      body: JSON.stringify({ text: "   " }),
    });
    expect((empty.body as { error: { fields: object } }).error.fields).toEqual({ "body.text": "required" });

    const res = await invoke(addChangeRequest, contract.addChangeRequest, {
      claims: owner,
      params: { id },
      body: JSON.stringify({ text: "Could we add two nights on the coast?" }),
    });
    expect(res.status).toBe(200);
    expect((res.body as TripRequest).changeRequests.map((c) => c.text)).toEqual([
      "Could we add two nights on the coast?",
    ]);
    const agencyMails = await mailsTo(demoAgencyEmail("mara-horizon-safaris"));
    expect(agencyMails.some((m) => m.subject === "Change request from Zoé Martin")).toBe(true);

    const stranger = { sub: "user-x", email: uniqueEmail("x"), name: "X" };
    const foreign = await invoke(addChangeRequest, contract.addChangeRequest, {
      claims: stranger,
      params: { id },
      body: JSON.stringify({ text: "hi" }),
    });
    expect(foreign.status).toBe(404);
  });
});
