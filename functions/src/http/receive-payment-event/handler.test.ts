import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoAgencyEmail } from "@tembea/infra/demo/load-demo";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract } from "@tembea/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { groupTourBookingRequest } from "../../../test/booking-requests.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { signedBookingEvent } from "../../../test/payment-events.js";
import { useTestTable } from "../../../test/test-table.js";
import {
  signedTripPayment,
  tripDepositChf,
  tripRequestWithOffer,
  tripTotalChf,
} from "../../../test/trip-requests.js";
import { findBooking } from "../../data/bookings.js";
import { ledgerOfMonth } from "../../data/ledger.js";
import { createDeparture, findTourWithDetails } from "../../data/tours.js";
import { createTripRequest, findTripRequest } from "../../data/trip-requests.js";
import { logger } from "../../platform/logger.js";
import { handler as createGroupTourBooking } from "../create-group-tour-booking/handler.js";
import { handler } from "./handler.js";

// Faults (docs/architecture.md, "Faults"): Stripe delivers webhook events at least once and in no set
// order, so events duplicated and out of order must end in one consistent booking and at most one
// confirmation. Already covered elsewhere: the same event delivered three times in a row
// (create-group-tour-booking/handler.test.ts), a completion after the checkout was cancelled
// (cancel-checkout/handler.test.ts), a redelivered trip payment recorded once (accept-offer/handler.test.ts).
// A redelivery after a failure between recording and mailing: faults/dynamodb-down.test.ts.

useTestTable();

const kenyaTour = demoGroupTours.find((t) => t.destination === "kenya" && t.minimumAge <= 18);
const tourId = kenyaTour?.id as string;
const agencyId = kenyaTour?.agencyId as string;
const departureDate = "2099-12-01";
const places = 100;

const placesLeft = async () =>
  (await findTourWithDetails(tourId, "0000-00-00"))?.departures.find((d) => d.startDate === departureDate)
    ?.placesLeft as number;

/** Holds two places, as the booking form does; answers the booking and the booker's address. */
async function holdTwoPlaces() {
  const email = uniqueEmail("webhook");
  const res = await invoke(createGroupTourBooking, contract.createGroupTourBooking, {
    body: JSON.stringify(groupTourBookingRequest(tourId, departureDate, email)),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { bookingId: (res.body as { bookingId: string }).bookingId, email };
}

type Kind = "completed" | "expired";
/** One Stripe event per kind and booking, each with its own id, of the booking's own checkout. */
async function eventsFor(bookingId: string) {
  return {
    completed: await signedBookingEvent("checkout.session.completed", bookingId),
    expired: await signedBookingEvent("checkout.session.expired", bookingId),
  };
}
const deliver = async (event: { payload: string; signature: string }) => {
  const res = await invoke(handler, contract.receivePaymentEvent, {
    body: event.payload,
    headers: { "stripe-signature": event.signature },
  });
  // Every delivery is acknowledged, so Stripe stops sending it.
  expect(res).toMatchObject({ status: 200, body: { received: true } });
};

/** Either paid (its places kept, one mail) or given back (its places free again, no mail); never both. */
async function expectOneOutcome(
  booking: { bookingId: string; email: string },
  placesBefore: number,
  outcome: "confirmed" | "released",
) {
  expect((await findBooking(booking.bookingId))?.status).toBe(outcome);
  expect(await placesLeft()).toBe(outcome === "confirmed" ? placesBefore - 2 : placesBefore);
  const mails = await mailsTo(booking.email);
  expect(mails.map((m) => m.subject)).toHaveLength(outcome === "confirmed" ? 1 : 0);
  // The agency hears of a paid booking once too, and of a released one never.
  const agencyMails = (await mailsTo(demoAgencyEmail(agencyId))).filter((m) =>
    m.body.text?.includes(booking.email),
  );
  expect(agencyMails.map((m) => m.subject)).toEqual(
    outcome === "confirmed" ? [expect.stringMatching(/^New booking: .+, December 1, 2099$/)] : [],
  );
}

/** The demo data and a roomy departure of our own (written once, whichever block comes first). */
async function seedTourWithDeparture() {
  await seedDemoData();
  await createDeparture({
    tourId,
    startDate: departureDate,
    endDate: "2099-12-10",
    capacity: places,
    placesLeft: places,
  });
}

describe("webhook events duplicated and out of order", () => {
  beforeAll(seedTourWithDeparture);

  it("the same completion delivered five times at once confirms once and mails once", async () => {
    const before = await placesLeft();
    const booking = await holdTwoPlaces();
    const { completed } = await eventsFor(booking.bookingId);
    await Promise.all(Array.from({ length: 5 }, () => deliver(completed)));
    await expectOneOutcome(booking, before, "confirmed");
  });

  // Every order of a completion and an expiry, each delivered twice: the first to arrive decides,
  // everything after it changes nothing (no places given back twice, no second mail).
  const orders: [string, Kind[]][] = [
    ["completed, completed, expired, expired", ["completed", "completed", "expired", "expired"]],
    ["completed, expired, completed, expired", ["completed", "expired", "completed", "expired"]],
    ["completed, expired, expired, completed", ["completed", "expired", "expired", "completed"]],
    ["expired, expired, completed, completed", ["expired", "expired", "completed", "completed"]],
    ["expired, completed, expired, completed", ["expired", "completed", "expired", "completed"]],
    ["expired, completed, completed, expired", ["expired", "completed", "completed", "expired"]],
  ];
  it.each(orders)("%s: the first event decides, the rest change nothing", async (_, order) => {
    const before = await placesLeft();
    const booking = await holdTwoPlaces();
    const events = await eventsFor(booking.bookingId);
    for (const kind of order) await deliver(events[kind]);
    await expectOneOutcome(booking, before, order[0] === "completed" ? "confirmed" : "released");
  });

  it("a completion and an expiry racing, each delivered twice at once, end in one of the two outcomes", async () => {
    const before = await placesLeft();
    const booking = await holdTwoPlaces();
    const { completed, expired } = await eventsFor(booking.bookingId);
    await Promise.all([completed, expired, completed, expired].map(deliver));
    const status = (await findBooking(booking.bookingId))?.status;
    expect(["confirmed", "released"]).toContain(status);
    await expectOneOutcome(booking, before, status as "confirmed" | "released");
  });
});

describe("a payment confirms a booking only when it matches it", () => {
  beforeAll(seedTourWithDeparture);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Held, its two places taken, no mail sent. */
  async function expectStillHeld(booking: { bookingId: string; email: string }, placesBefore: number) {
    expect((await findBooking(booking.bookingId))?.status).toBe("held");
    expect(await placesLeft()).toBe(placesBefore - 2);
    expect(await mailsTo(booking.email)).toEqual([]);
  }

  // Each signed correctly and naming the booking, yet not its checkout or not its price.
  const mismatches: [string, { sessionId?: string; amountTotal?: number; currency?: string }][] = [
    ["another session's id", { sessionId: "cs_another_session" }],
    ["a wrong amount", { amountTotal: 1 }],
    ["a wrong currency", { currency: "eur" }],
  ];
  it.each(mismatches)(
    "a completion with %s leaves the held booking and its places as they are and logs an error; the matching one confirms",
    async (_, overrides) => {
      const errors = vi.spyOn(logger, "error");
      const before = await placesLeft();
      const booking = await holdTwoPlaces();
      const wrong = await signedBookingEvent("checkout.session.completed", booking.bookingId, overrides);
      const sent = JSON.parse(wrong.payload).data.object;

      await deliver(wrong);
      await deliver(wrong);
      await expectStillHeld(booking, before);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("for a person to refund"), {
        bookingId: booking.bookingId,
        sessionId: sent.id,
        amount: sent.amount_total,
        currency: sent.currency,
        bookingFound: true,
      });

      await deliver(await signedBookingEvent("checkout.session.completed", booking.bookingId));
      await expectOneOutcome(booking, before, "confirmed");
    },
  );

  it("an expiry of another session keeps the hold of the booking's own checkout, whose expiry releases it", async () => {
    const before = await placesLeft();
    const booking = await holdTwoPlaces();
    await deliver(
      await signedBookingEvent("checkout.session.expired", booking.bookingId, {
        sessionId: "cs_an_earlier_checkout",
      }),
    );
    await expectStillHeld(booking, before);

    await deliver(await signedBookingEvent("checkout.session.expired", booking.bookingId));
    await expectOneOutcome(booking, before, "released");
  });
});

describe("trip payment events duplicated", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("a deposit of the right number in another currency records nothing and mails no one; the francs one is recorded", async () => {
    const request = tripRequestWithOffer();
    await createTripRequest(request);
    await deliver(await signedTripPayment(request.id, "deposit", tripDepositChf, "eur"));
    expect((await findTripRequest(request.id))?.payment).toBeUndefined();
    expect(await mailsTo(request.travellerEmail)).toEqual([]);
    const month = new Date().toISOString().slice(0, 7);
    expect(
      (await ledgerOfMonth(request.agencyId, month)).filter((e) => e.tripRequestId === request.id),
    ).toEqual([]);

    await deliver(await signedTripPayment(request.id, "deposit", tripDepositChf));
    expect((await findTripRequest(request.id))?.payment).toMatchObject({ paidChf: tripDepositChf });
  });

  it("a deposit delivered three times at once and once more, then its balance twice: each payment recorded once and mailed once", async () => {
    const request = tripRequestWithOffer();
    await createTripRequest(request);
    const agencyMails = async () =>
      (await mailsTo(demoAgencyEmail(request.agencyId))).filter(
        // The deposit is an acceptance; the balance, weeks later, has its own subject.
        (m) =>
          [`Offer accepted by ${request.travellerName}`, `Balance paid by ${request.travellerName}`].includes(
            m.subject,
          ),
      );

    const depositPaid = await signedTripPayment(request.id, "deposit", tripDepositChf);
    await Promise.all(Array.from({ length: 3 }, () => deliver(depositPaid)));
    await deliver(depositPaid);
    expect(await mailsTo(request.travellerEmail)).toHaveLength(1);
    expect(await agencyMails()).toHaveLength(1);

    const balancePaid = await signedTripPayment(request.id, "balance", tripTotalChf - tripDepositChf);
    await deliver(balancePaid);
    await deliver(balancePaid);
    expect((await findTripRequest(request.id))?.payment).toMatchObject({
      paidChf: tripTotalChf,
      payments: [{ part: "deposit" }, { part: "balance" }],
    });
    expect(await mailsTo(request.travellerEmail)).toHaveLength(2);
    expect(await agencyMails()).toHaveLength(2);
    // Each payment is in the agency's ledger once, written with it (its statement pays from these).
    const ledger = await ledgerOfMonth(request.agencyId, new Date().toISOString().slice(0, 7));
    expect(
      ledger.filter((e) => e.tripRequestId === request.id).map((e) => [e.kind, e.entryId, e.amountChf]),
    ).toEqual([
      ["trip-payment", `${request.id}#deposit`, tripDepositChf],
      ["trip-payment", `${request.id}#balance`, tripTotalChf - tripDepositChf],
    ]);
  });
});
