import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract, type DepartureCancellation } from "@tembea/shared";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { groupTourBookingRequest } from "../../../test/booking-requests.js";
import { paidGroupBooking } from "../../../test/cancellations.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { signedBookingEvent } from "../../../test/payment-events.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY } from "../../../test/tour-drafts.js";
import { auditOfAgency } from "../../data/audit.js";
import { findBooking } from "../../data/bookings.js";
import { findDepartureOfTour } from "../../data/departures.js";
import { ledgerOfMonth } from "../../data/ledger.js";
import { createDeparture, findTourWithDetails } from "../../data/tours.js";
import { handler as book } from "../create-group-tour-booking/handler.js";
import { handler as bookSpecial } from "../create-special-tour-booking/handler.js";
import { handler as deleteDeparture } from "../delete-departure/handler.js";
import { handler as getAgencyTour } from "../get-agency-tour/handler.js";
import { handler as quote } from "../get-departure-cancellation/handler.js";
import { handler as webhook } from "../receive-payment-event/handler.js";
import { handler as updateDeparture } from "../update-departure/handler.js";
import { handler } from "./handler.js";

useTestTable();

/** Makes the run stop (a crash, a timeout) after cancelling `after` bookings, once. */
const crash = vi.hoisted(() => ({ after: undefined as number | undefined, done: 0 }));
vi.mock("../../core/bookings/cancel-booking.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../core/bookings/cancel-booking.js")>();
  return {
    ...original,
    cancelBooking: async (request: Parameters<typeof original.cancelBooking>[0]) => {
      if (crash.after !== undefined && crash.done >= crash.after) {
        crash.after = undefined;
        throw new Error("the run stopped here");
      }
      crash.done++;
      return original.cancelBooking(request);
    },
  };
});

/** A demo tour of agency X (agentX's), and departures of our own on it. */
const tourId = "kenya-great-migration-safari";
let nextDay = 1;
async function departure(capacity = 20): Promise<string> {
  const startDate = `2098-03-${String(nextDay++).padStart(2, "0")}`;
  await createDeparture({
    tourId,
    startDate,
    endDate: `2098-04-${startDate.slice(8)}`,
    capacity,
    placesLeft: capacity,
  });
  return startDate;
}

const cancel = (startDate: string, reason: string, claims = agentX) =>
  invoke(handler, contract.cancelDeparture, {
    claims,
    params: { tourId, startDate },
    body: JSON.stringify({ reason }),
  });

/** A held booking of two travellers, as the booking form makes it (the traveller now paying). */
async function hold(startDate: string) {
  const email = uniqueEmail("depcancel");
  const res = await invoke(book, contract.createGroupTourBooking, {
    body: JSON.stringify(groupTourBookingRequest(tourId, startDate, email)),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { bookingId: (res.body as { bookingId: string }).bookingId, email };
}

const deliver = async (event: { payload: string; signature: string }) => {
  const res = await invoke(webhook, contract.receivePaymentEvent, {
    body: event.payload,
    headers: { "stripe-signature": event.signature },
  });
  expect(res).toMatchObject({ status: 200, body: { received: true } });
};

describe("cancelling a departure (agency)", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("closes the departure for good: not offered, never reopened, changed or deleted, the first reason kept", async () => {
    const startDate = await departure();
    const { bookingId } = await hold(startDate); // a place was held: the departure cannot be deleted
    expect((await findBooking(bookingId))?.status).toBe("held");
    const res = await cancel(startDate, "Too few travellers");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ startDate, bookings: 0, reason: "Too few travellers" });
    expect((res.body as DepartureCancellation).cancelledAt).toBeDefined();

    const page = await findTourWithDetails(tourId, "2000-01-01");
    expect(page?.departures.map((d) => d.startDate)).not.toContain(startDate);
    const agencyView = await invoke(getAgencyTour, contract.getAgencyTour, {
      claims: agentX,
      params: { tourId },
    });
    const row = (agencyView.body as AgencyTour).departures.find((d) => d.startDate === startDate);
    expect(row).toMatchObject({
      salesOpen: false,
      deletable: false,
      cancellationReason: "Too few travellers",
    });

    for (const body of [{ salesOpen: true }, { capacity: 30 }]) {
      const reopened = await invoke(updateDeparture, contract.updateDeparture, {
        claims: agentX,
        params: { tourId, startDate },
        body: JSON.stringify(body),
      });
      expect(reopened).toMatchObject({ status: 409, body: { error: { code: "DEPARTURE_CANCELLED" } } });
    }
    const deleted = await invoke(deleteDeparture, contract.deleteDeparture, {
      claims: agentX,
      params: { tourId, startDate },
    });
    expect(deleted).toMatchObject({ status: 409, body: { error: { code: "DEPARTURE_CANCELLED" } } });

    // Running it again (to finish a run that stopped) keeps the first reason and date.
    const again = await cancel(startDate, "Another reason");
    expect(again).toMatchObject({ status: 200, body: { reason: "Too few travellers" } });
    expect((again.body as DepartureCancellation).cancelledAt).toBe(
      (res.body as DepartureCancellation).cancelledAt,
    );

    // No new hold is taken on it.
    const late = await invoke(book, contract.createGroupTourBooking, {
      body: JSON.stringify(groupTourBookingRequest(tourId, startDate, uniqueEmail("late"))),
    });
    expect([400, 409]).toContain(late.status);
    expect((await findDepartureOfTour(tourId, startDate))?.placesLeft).toBe(18);
  });

  it("cancels every confirmed booking on it, refunded in full, each traveller mailed once", async () => {
    const startDate = await departure(10);
    const emails = [uniqueEmail("anna"), uniqueEmail("ben")];
    const ids: string[] = [];
    for (const email of emails) ids.push(await paidGroupBooking(tourId, startDate, email));
    expect(await findDepartureOfTour(tourId, startDate)).toMatchObject({
      placesLeft: 6,
      confirmedTravellers: 4,
    });

    const seen = await invoke(quote, contract.getDepartureCancellation, {
      claims: agentX,
      params: { tourId, startDate },
    });
    const paid = (await Promise.all(ids.map((id) => findBooking(id)))).reduce(
      (sum, b) => sum + (b?.totalChf ?? 0),
      0,
    );
    expect(seen).toMatchObject({
      status: 200,
      body: { startDate, bookings: 2, travellers: 4, refundChf: paid },
    });

    const res = await cancel(startDate, "Too few travellers for the minimum group");
    expect(res).toMatchObject({ status: 200, body: { bookings: 2, travellers: 4, refundChf: paid } });
    for (const id of ids) {
      const booking = await findBooking(id);
      expect(booking).toMatchObject({
        status: "cancelled",
        cancellation: {
          by: "agency",
          reason: "Too few travellers for the minimum group",
          refundPercent: 100,
        },
      });
      expect(booking?.cancellation?.refundChf).toBe(booking?.totalChf);
      expect(booking?.refund?.status).toMatch(/sent|refunded/);
    }
    expect(await findDepartureOfTour(tourId, startDate)).toMatchObject({
      placesLeft: 10,
      confirmedTravellers: 0,
    });
    for (const email of emails) {
      const mails = (await mailsTo(email)).filter((m) => m.subject.includes("departure is cancelled"));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body.text).toContain("Too few travellers for the minimum group");
    }
    const audit = (await auditOfAgency("mara-horizon-safaris")).entries;
    expect(audit.filter((e) => e.target.id === `${tourId}/${startDate}`).map((e) => e.action)).toContain(
      "departure.cancelled",
    );
    expect(audit.filter((e) => e.action === "booking.cancelled" && ids.includes(e.target.id))).toHaveLength(
      2,
    );

    // Nothing left: the dialog says so, and running it again changes and mails nothing more.
    const after = await invoke(quote, contract.getDepartureCancellation, {
      claims: agentX,
      params: { tourId, startDate },
    });
    expect(after).toMatchObject({ body: { bookings: 0, travellers: 0, refundChf: 0 } });
    expect(await cancel(startDate, "again")).toMatchObject({ status: 200, body: { bookings: 0 } });
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(2); // confirmation + cancellation
  });

  it("finishes a run that stopped half way when run again: each booking cancelled and mailed once", async () => {
    const startDate = await departure(10);
    const emails = [uniqueEmail("carla"), uniqueEmail("dan")];
    const ids: string[] = [];
    for (const email of emails) ids.push(await paidGroupBooking(tourId, startDate, email));
    crash.done = 0;
    crash.after = 1;
    const stopped = await cancel(startDate, "Flooded roads");
    expect(stopped.status).toBe(500);
    // The departure says cancelled from the first step; one booking is, the other still confirmed.
    expect((await findDepartureOfTour(tourId, startDate))?.cancelledAt).toBeDefined();
    const statuses = await Promise.all(ids.map(async (id) => (await findBooking(id))?.status));
    expect(statuses.sort()).toEqual(["cancelled", "confirmed"]);

    const finished = await cancel(startDate, "another reason");
    expect(finished).toMatchObject({
      status: 200,
      body: { bookings: 1, travellers: 2, reason: "Flooded roads" },
    });
    for (const id of ids) expect((await findBooking(id))?.status).toBe("cancelled");
    for (const email of emails) {
      const mails = (await mailsTo(email)).filter((m) => m.subject.includes("departure is cancelled"));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body.text).toContain("Flooded roads");
    }
    expect(await findDepartureOfTour(tourId, startDate)).toMatchObject({
      placesLeft: 10,
      confirmedTravellers: 0,
    });
  });

  it("refuses a reason that is empty or too long, and another agency's tour (404), changing nothing", async () => {
    const startDate = await departure();
    expect(await cancel(startDate, "   ")).toMatchObject({ status: 400 });
    expect(await cancel(startDate, "x".repeat(501))).toMatchObject({ status: 400 });
    expect(await cancel(startDate, "Too few travellers", agentY)).toMatchObject({ status: 404 });
    expect(await cancel("2098-12-31", "No such departure")).toMatchObject({ status: 404 });
    expect((await findDepartureOfTour(tourId, startDate))?.cancelledAt).toBeUndefined();
    const seen = await invoke(quote, contract.getDepartureCancellation, {
      claims: agentY,
      params: { tourId, startDate },
    });
    expect(seen.status).toBe(404);
  });

  it("refunds in full and mails a payment that arrives after the departure was cancelled, never confirming it", async () => {
    const startDate = await departure(10);
    const paying = await hold(startDate);
    expect((await findDepartureOfTour(tourId, startDate))?.placesLeft).toBe(8);
    const event = await signedBookingEvent("checkout.session.completed", paying.bookingId);
    expect(await cancel(startDate, "The lodge closed")).toMatchObject({ status: 200 });

    await deliver(event);
    const booking = await findBooking(paying.bookingId);
    expect(booking).toMatchObject({
      status: "cancelled",
      cancellation: {
        by: "agency",
        reason: "The lodge closed",
        refundPercent: 100,
        refundChf: booking?.totalChf,
      },
    });
    // Asked of the payment stand-in at once (a refund it refused would stay due for the job).
    expect(booking?.refund?.status).toMatch(/sent|refunded/);
    expect(booking?.confirmedAt).toBeUndefined();
    const after = await findDepartureOfTour(tourId, startDate);
    expect(after).toMatchObject({ placesLeft: 10 });
    expect(after?.confirmedTravellers ?? 0).toBe(0);
    // The money came in: the agency's ledger has it (its refund is entered when paid).
    const ledger = await ledgerOfMonth("mara-horizon-safaris", new Date().toISOString().slice(0, 7));
    expect(ledger.filter((e) => e.bookingId === paying.bookingId).map((e) => e.kind)).toEqual([
      "booking-paid",
    ]);

    // Delivered again: nothing more, one mail in all, and no confirmation.
    await deliver(event);
    const mails = await mailsTo(paying.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("Your departure is cancelled")]);
    expect(mails[0]?.body.text).toContain("The lodge closed");
    expect((await findBooking(paying.bookingId))?.status).toBe("cancelled");
  });

  it("cancels a special tour's booked date likewise: its bookings refunded and mailed, the date booked no more", async () => {
    const specialId = "kenya-private-mara-safari";
    const startDate = "2098-09-09";
    const special = async (email: string) => {
      const { rooms: _, ...body } = groupTourBookingRequest(specialId, startDate, email);
      return invoke(bookSpecial, contract.createSpecialTourBooking, { body: JSON.stringify(body) });
    };
    const paidEmail = uniqueEmail("special-paid");
    const held = await special(paidEmail);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const paidId = (held.body as { bookingId: string }).bookingId;
    await deliver(await signedBookingEvent("checkout.session.completed", paidId));
    const payingEmail = uniqueEmail("special-paying");
    const paying = (await special(payingEmail)).body as { bookingId: string };
    const lateEvent = await signedBookingEvent("checkout.session.completed", paying.bookingId);

    const params = { tourId: specialId, startDate };
    expect(
      await invoke(quote, contract.getDepartureCancellation, {
        claims: agentX,
        params: { ...params, startDate: "2098-09-10" },
      }),
    ).toMatchObject({ status: 404 });
    expect(await invoke(quote, contract.getDepartureCancellation, { claims: agentX, params })).toMatchObject({
      status: 200,
      body: { bookings: 1, travellers: 2 },
    });
    const res = await invoke(handler, contract.cancelDeparture, {
      claims: agentX,
      params,
      body: JSON.stringify({ reason: "Our guide is ill" }),
    });
    expect(res).toMatchObject({
      status: 200,
      body: { bookings: 1, travellers: 2, reason: "Our guide is ill" },
    });
    expect(await findBooking(paidId)).toMatchObject({
      status: "cancelled",
      cancellation: { by: "agency", refundPercent: 100 },
    });

    // Paid for after the cancellation: refunded in full, never confirmed; the date takes no new hold.
    await deliver(lateEvent);
    expect(await findBooking(paying.bookingId)).toMatchObject({
      status: "cancelled",
      cancellation: { by: "agency" },
    });
    expect((await special(uniqueEmail("special-late"))).status).toBe(409);
    for (const email of [paidEmail, payingEmail]) {
      const mails = (await mailsTo(email)).filter((m) => m.subject.includes("departure is cancelled"));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body.text).toContain("Our guide is ill");
      expect(mails[0]?.body.text).toContain(`/special-tour/${specialId}`);
    }
  });
});
