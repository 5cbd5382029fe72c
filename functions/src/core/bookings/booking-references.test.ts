import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { localCheckoutSessions } from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { addDays, type Booking, contract, isReference } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { groupTourBookingRequest } from "../../../test/booking-requests.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo } from "../../../test/local-services.js";
import { signedBookingEvent } from "../../../test/payment-events.js";
import { useTestTable } from "../../../test/test-table.js";
import { storedTripRequest } from "../../../test/trip-requests.js";
import { findBooking, findBookingWithCheckout, holdSpecialTour } from "../../data/bookings.js";
import { db, tableName } from "../../data/client.js";
import { keys } from "../../data/keys.js";
import { createDeparture, findTour } from "../../data/tours.js";
import { createTripRequest } from "../../data/trip-requests.js";
import { handler as bookGroupTour } from "../../http/create-group-tour-booking/handler.js";
import { handler as bookSpecialTour } from "../../http/create-special-tour-booking/handler.js";
import { handler as receipt } from "../../http/get-booking-receipt/handler.js";
import { handler as receivePaymentEvent } from "../../http/receive-payment-event/handler.js";
import { today } from "../../platform/clock.js";
import { holdWithCheckout, newHold } from "./start-checkout.js";

useTestTable();

const special = demoSpecialTours[0] as (typeof demoSpecialTours)[number];
const groupTourId = "kenya-great-migration-safari";

function specialRequest(email: string) {
  return {
    tourId: special.id,
    departureDate: addDays(today(), 60),
    travellers: {
      lead: {
        firstName: "Claire",
        lastName: "Dupont",
        email,
        phone: { country: "FR", number: "06 12 34 56 78" },
        nationality: "FR",
        birthDate: "1979-02-02",
      },
      others: Array.from({ length: special.groupSize.min - 1 }, (_, i) => ({
        firstName: `P${String.fromCharCode(97 + i)}`,
        lastName: "Dupont",
        birthDate: "1980-07-14",
      })),
    },
    acceptTerms: true,
    locale: "fr",
    displayCurrency: "EUR",
  };
}

const checkoutOf = async (bookingId: string) => {
  const sessionId = (await findBookingWithCheckout(bookingId))?.checkoutSessionId ?? "";
  return localCheckoutSessions.get(sessionId);
};
const referenceItem = async (reference: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.reference(reference) }))).Item;

describe("a booking's short reference", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("is given to a special tour booking, named by its checkout and receipt, and in its confirmation mail", async () => {
    const email = `claire-${randomUUID().slice(0, 8)}@example.com`;
    const res = await invoke(bookSpecialTour, contract.createSpecialTourBooking, {
      body: JSON.stringify(specialRequest(email)),
    });
    expect(res.status).toBe(200);
    const { bookingId } = res.body as { bookingId: string };
    const booking = (await findBooking(bookingId)) as Booking;
    const reference = booking.reference as string;
    expect(isReference(reference)).toBe(true);
    expect(await referenceItem(reference)).toMatchObject({ bookingId });
    // The checkout's line item starts with it (Stripe's product name; the local page shows the same).
    expect((await checkoutOf(bookingId))?.description).toBe(
      `${reference} · ${special.title.fr} · ${booking.startDate} – ${booking.endDate}`,
    );

    const unpaid = await invoke(receipt, contract.getBookingReceipt, { params: { id: bookingId } });
    expect(unpaid.body).toMatchObject({ reference, status: "held" });
    expect(unpaid.body).not.toHaveProperty("paidAt");

    const paid = await invoke(receivePaymentEvent, contract.receivePaymentEvent, {
      ...(await signedBookingEvent("checkout.session.completed", bookingId).then((e) => ({
        body: e.payload,
        headers: { "stripe-signature": e.signature },
      }))),
    });
    expect(paid.status).toBe(200);
    const shown = (await invoke(receipt, contract.getBookingReceipt, { params: { id: bookingId } })).body as {
      paidAt?: string;
    };
    expect(shown).toMatchObject({ reference, status: "confirmed" });
    expect(Date.parse(shown.paidAt ?? "")).toBeGreaterThan(Date.parse(booking.createdAt));
    expect(shown).not.toHaveProperty("travellers");

    let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
    await expect
      .poll(async () => {
        [mail] = await mailsTo(email);
        return mail;
      })
      .toBeDefined();
    expect(mail?.body.text).toContain(`Référence\u00a0: ${reference}`);
    expect(mail?.body.html).toContain(`Référence\u00a0: ${reference}`);
  });

  it("is given to a group tour booking and named by its checkout", async () => {
    const startDate = "2099-03-01";
    await createDeparture({
      tourId: groupTourId,
      startDate,
      endDate: "2099-03-10",
      capacity: 8,
      placesLeft: 8,
    });
    const res = await invoke(bookGroupTour, contract.createGroupTourBooking, {
      body: JSON.stringify(groupTourBookingRequest(groupTourId, startDate, "jonas@example.com")),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { bookingId } = res.body as { bookingId: string };
    const reference = (await findBooking(bookingId))?.reference as string;
    expect(isReference(reference)).toBe(true);
    expect((await checkoutOf(bookingId))?.description).toMatch(new RegExp(`^${reference} · `));
  });

  it("is drawn again when taken: the booking is made anew (new id, new checkout), the first checkout closed", async () => {
    const taken = "TMB-ZZZZ2";
    await createTripRequest(storedTripRequest({ id: randomUUID(), status: "in-progress", reference: taken }));
    const tour = await findTour(special.id);
    if (tour?.kind !== "special") throw new Error("no special tour");
    const draws = [taken, "TMB-ZZZZ3"];
    const made: Booking[] = [];
    const template = specialRequest("drawn@example.com");
    const result = await holdWithCheckout(
      (reference) => {
        const booking: Booking = {
          id: randomUUID(),
          reference,
          kind: "special",
          tourId: tour.id,
          startDate: template.departureDate,
          endDate: template.departureDate,
          numberOfTravellers: 1 + template.travellers.others.length,
          travellers: template.travellers,
          totalChf: tour.pricePerPerson,
          refundTiers: tour.refundTiers,
          locale: "fr",
          bookerEmail: "drawn@example.com",
          ...newHold(new Date(), 30),
        };
        made.push(booking);
        return booking;
      },
      tour,
      holdSpecialTour,
      { drawReference: () => draws.shift() as string },
    );
    expect(made).toHaveLength(2);
    const [first, second] = made as [Booking, Booking];
    expect(second.id).not.toBe(first.id);
    expect(result.bookingId).toBe(second.id);
    expect(await findBooking(first.id)).toBeUndefined();
    expect((await findBooking(second.id))?.reference).toBe("TMB-ZZZZ3");
    const sessions = [...localCheckoutSessions.values()].filter(
      (s) => s.customerEmail === "drawn@example.com",
    );
    expect(sessions.map((s) => [s.description.slice(0, 9), s.state])).toEqual([
      [taken, "expired"],
      ["TMB-ZZZZ3", "open"],
    ]);
  });
});
