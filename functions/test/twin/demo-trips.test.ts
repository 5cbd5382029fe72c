import { demoTripIds } from "@tembea/infra/local/seed/demo/trips";
import { seedDemoData, seedDemoTrips } from "@tembea/infra/local/seed/seed";
import { contract, type TripRequest } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerOfMonth } from "../../src/data/ledger.js";
import { findDeparture, findTour } from "../../src/data/tours.js";
import { handler as listMyBookings } from "../../src/http/list-my-bookings/handler.js";
import { handler as listMyTripRequests } from "../../src/http/list-my-trip-requests/handler.js";
import { inviteReviews } from "../../src/jobs/invite-reviews/handler.js";
import { invoke } from "../invoke.js";
import { mailsTo, uniqueEmail } from "../local-services.js";
import { useTestTable } from "../test-table.js";

useTestTable();

const now = new Date("2026-11-23T07:00:00Z");
const traveller = { userId: "demo-traveller", email: uniqueEmail("amina"), name: "Amina Traveller" };
const claims = { sub: traveller.userId, email: traveller.email, name: traveller.name };

describe("the demo traveller's trips", () => {
  beforeAll(async () => {
    await seedDemoData(now);
  });

  it("are seeded once: booked, cancelled and past bookings, an offer, an expired quote and a request in progress", async () => {
    await seedDemoTrips(traveller, now);
    await seedDemoTrips(traveller, new Date("2026-12-01T07:00:00Z")); // a restart a week later
    const { bookings } = (await invoke(listMyBookings, contract.listMyBookings, { claims })).body as {
      bookings: { id: string; status: string }[];
    };
    expect(bookings.map((b) => [b.id, b.status]).sort()).toEqual(
      [
        [demoTripIds.bookedGroupTour, "confirmed"],
        [demoTripIds.bookedSpecialTour, "confirmed"],
        [demoTripIds.cancelledBooking, "cancelled"],
        [demoTripIds.pastTrip, "confirmed"],
      ].sort(),
    );
    const { requests } = (await invoke(listMyTripRequests, contract.listMyTripRequests, { claims })).body as {
      requests: TripRequest[];
    };
    expect(requests.map((r) => r.status).sort()).toEqual(["expired", "in-progress", "offer-available"]);
    const offered = requests.find((r) => r.id === demoTripIds.requestWithOffer);
    expect(offered?.offer?.validUntil).toBe("2026-12-07");
  });

  it("count as paid once: on their departure (what makes it guaranteed) and in their agency's ledger", async () => {
    // Seeded twice above; the booked group tour's date is one of the catalogue's departures.
    const { bookings } = (await invoke(listMyBookings, contract.listMyBookings, { claims })).body as {
      bookings: {
        id: string;
        tourId: string;
        startDate: string;
        numberOfTravellers: number;
        totalChf: number;
        confirmedAt?: string;
      }[];
    };
    const booked = bookings.find((b) => b.id === demoTripIds.bookedGroupTour);
    if (!booked?.confirmedAt) throw new Error("the booked group tour is not seeded as paid");
    const departure = (await findDeparture(booked.tourId, booked.startDate)) as {
      confirmedTravellers?: number;
    };
    expect(departure.confirmedTravellers).toBe(booked.numberOfTravellers);
    const agencyId = (await findTour(booked.tourId))?.agencyId ?? "";
    const ledger = await ledgerOfMonth(agencyId, booked.confirmedAt.slice(0, 7));
    expect(ledger.filter((e) => e.bookingId === booked.id)).toEqual([
      expect.objectContaining({ kind: "booking-paid", amountChf: booked.totalChf, at: booked.confirmedAt }),
    ]);
    const cancelled = bookings.find((b) => b.id === demoTripIds.cancelledBooking);
    expect(cancelled).toBeDefined();
    const months = new Set(bookings.map((b) => b.confirmedAt?.slice(0, 7)).filter(Boolean) as string[]);
    const everything = (await Promise.all([...months].map((m) => ledgerOfMonth(agencyId, m)))).flat();
    expect(everything.some((e) => e.bookingId === demoTripIds.cancelledBooking)).toBe(false);
  });

  it("include a trip that has just ended, whose review link the daily job mails once", async () => {
    await inviteReviews(now);
    await inviteReviews(now);
    const mails = await mailsTo(traveller.email);
    expect(mails.filter((m) => m.body.text?.includes("/review#token="))).toHaveLength(1);
  });
});
