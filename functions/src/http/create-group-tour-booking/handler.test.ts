import { randomUUID } from "node:crypto";
import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { localCheckoutSessions, localGateway } from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type Departure, type GroupTour } from "@tembea/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { mailsTo } from "../../../test/local-services.js";
import { recordMetrics } from "../../../test/metric-lines.js";
import { signedBookingEvent } from "../../../test/payment-events.js";
import { useTestTable } from "../../../test/test-table.js";
import { signLikeStripe } from "../../core/payments/stripe-events.js";
import { findBooking, findBookingWithCheckout, listBookingsOfTraveller } from "../../data/bookings.js";
import { db } from "../../data/client.js";
import { createDeparture, findTourWithDetails } from "../../data/tours.js";
import { handler as receivePaymentEvent } from "../receive-payment-event/handler.js";
import { handler } from "./handler.js";

useTestTable();

const tourId = demoGroupTours.find((t) => t.destination === "kenya" && t.minimumAge <= 12)?.id as string;
let tour: GroupTour;
let departures: Departure[];

const adult = (first: string) => ({ firstName: first, lastName: "Keller", birthDate: "1985-05-05" });
function request(departure: Departure, overrides: Record<string, unknown> = {}) {
  return {
    tourId,
    departureDate: departure.startDate,
    rooms: { sharedRooms: 1, singleRooms: 0 },
    travellers: {
      lead: {
        firstName: "Jonas",
        lastName: "Keller",
        email: `jonas-${randomUUID().slice(0, 8)}@example.com`,
        phone: { country: "CH", number: "079 123 45 67" },
        nationality: "CH",
        birthDate: "1984-03-03",
      },
      others: [adult("Mia")],
    },
    acceptTerms: true,
    locale: "de",
    displayCurrency: "EUR",
    ...overrides,
  };
}
const book = (body: unknown, idempotencyKey?: string, claims?: Record<string, string>) =>
  invoke(handler, contract.createGroupTourBooking, {
    body: JSON.stringify(body),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(claims ? { claims } : {}),
  });
const placesLeft = async (startDate: string) =>
  (await findTourWithDetails(tourId, "0000-00-00"))?.departures.find((d) => d.startDate === startDate)
    ?.placesLeft;

const deliver = (event: { payload: string; signature: string }) =>
  invoke(receivePaymentEvent, contract.receivePaymentEvent, {
    body: event.payload,
    headers: { "stripe-signature": event.signature },
  });

describe("booking a group tour", () => {
  beforeAll(async () => {
    await seedDemoData();
    // A roomy departure of our own, so the tests' holds never run each other out of places.
    await createDeparture({
      tourId,
      startDate: "2099-05-01",
      endDate: "2099-05-10",
      capacity: 100,
      placesLeft: 100,
    });
    const found = await findTourWithDetails(tourId, new Date().toISOString().slice(0, 10));
    tour = found?.tour as GroupTour;
    departures = found?.departures ?? [];
  });
  afterEach(() => {
    delete process.env.LOCAL_CHECKOUT_FAIL;
    vi.restoreAllMocks();
  });

  const open = () => departures.find((d) => d.startDate === "2099-05-01") as Departure;

  it("holds the places at the server's price and answers the checkout page", async () => {
    const departure = open();
    const before = await placesLeft(departure.startDate);
    const recorded = recordMetrics();
    const res = await book(request(departure, { rooms: { sharedRooms: 0, singleRooms: 2 } }));
    expect(res.status).toBe(200);
    expect(recorded.total("BookingHeld")).toBe(1);
    expect(recorded.counted("BookingHeld").map((m) => m.dimensions)).toContainEqual({
      stage: "local",
      agency: tour.agencyId,
      tourKind: "group",
    });
    const { bookingId, checkoutUrl } = res.body as { bookingId: string; checkoutUrl: string };
    expect(checkoutUrl).toMatch(/^\/local-checkout\/cs_local_/);
    const booking = await findBooking(bookingId);
    expect(booking).toMatchObject({
      status: "held",
      numberOfTravellers: 2,
      totalChf: 2 * tour.price.single,
      locale: "de",
    });
    expect(await placesLeft(departure.startDate)).toBe((before as number) - 2);
    // Written with the hold, so leaving the checkout can close it.
    expect((await findBookingWithCheckout(bookingId))?.checkoutSessionId).toBe(checkoutUrl.split("/").at(-1));
  });

  it("refuses a price sent by the client, and computes its own", async () => {
    const res = await book({ ...request(open()), totalChf: 1 });
    expect(res.status).toBe(400);
    expect((res.body as { error: { fields: object } }).error.fields).toEqual({
      "body.totalChf": "unknownField",
    });
  });

  it("answers FULLY_BOOKED for a departure without enough places without asking the payment provider, and writes nothing", async () => {
    const full = departures.find((d) => d.placesLeft === 0) as Departure;
    expect(full).toBeDefined();
    const create = vi.spyOn(localGateway, "createCheckout");
    const expire = vi.spyOn(localGateway, "expireCheckout");
    const send = vi.spyOn(db(), "send");
    const body = request(full);
    const res = await book(body);
    expect(res).toMatchObject({ status: 409, body: { error: { code: "FULLY_BOOKED" } } });
    // The answer comes from a strongly consistent read of the places, never a stale one.
    const reads = send.mock.calls.map(([command]) => (command as { input: Record<string, unknown> }).input);
    expect(reads).toContainEqual(
      expect.objectContaining({ KeyConditionExpression: "pk = :pk", ConsistentRead: true }),
    );
    expect(create).not.toHaveBeenCalled();
    expect(expire).not.toHaveBeenCalled();
    expect(await placesLeft(full.startDate)).toBe(0);
    expect(await listBookingsOfTraveller(body.travellers.lead.email)).toEqual([]);
  });

  it("answers FULLY_BOOKED, holds nothing and closes the unseen checkout when the places go while it opens", async () => {
    const startDate = "2099-06-01";
    await createDeparture({ tourId, startDate, endDate: "2099-06-10", capacity: 2, placesLeft: 2 });
    const body = request({ ...open(), startDate });
    // Another booking takes the last places between the early check and the hold.
    const createCheckout = localGateway.createCheckout;
    vi.spyOn(localGateway, "createCheckout").mockImplementationOnce(async (checkout) => {
      expect((await book(request({ ...open(), startDate }))).status).toBe(200);
      return createCheckout(checkout);
    });
    const expire = vi.spyOn(localGateway, "expireCheckout");
    const recorded = recordMetrics();
    const res = await book(body);
    expect(res).toMatchObject({ status: 409, body: { error: { code: "FULLY_BOOKED" } } });
    // The other booking's hold counts; the hold whose transaction failed counts nothing.
    expect(recorded.total("BookingHeld")).toBe(1);
    expect(await placesLeft(startDate)).toBe(0);
    const opened = [...localCheckoutSessions.values()].filter(
      (s) => s.customerEmail === body.travellers.lead.email,
    );
    expect(opened.map((s) => s.state)).toEqual(["expired"]);
    expect(expire).toHaveBeenCalledWith(opened[0]?.sessionId);
    const reference = opened[0]?.reference as { bookingId: string } | undefined;
    expect(reference?.bookingId).toBeDefined();
    expect(await findBooking(reference?.bookingId as string)).toBeUndefined();
  });

  it("answers NOT_ENOUGH_PLACES with the places left when some are left but fewer than asked for, and holds nothing", async () => {
    const startDate = "2099-07-01";
    await createDeparture({ tourId, startDate, endDate: "2099-07-10", capacity: 3, placesLeft: 1 });
    const create = vi.spyOn(localGateway, "createCheckout");
    const body = request({ ...open(), startDate });
    const res = await book(body);
    expect(res).toMatchObject({ status: 409, body: { error: { code: "NOT_ENOUGH_PLACES", placesLeft: 1 } } });
    expect(create).not.toHaveBeenCalled();
    expect(await placesLeft(startDate)).toBe(1);
    expect(await listBookingsOfTraveller(body.travellers.lead.email)).toEqual([]);
    // The one place is still there for one traveller.
    const alone = request({ ...open(), startDate }, { rooms: { sharedRooms: 0, singleRooms: 1 } });
    alone.travellers.others = [];
    expect((await book(alone)).status).toBe(200);
    expect(await placesLeft(startDate)).toBe(0);
  });

  it("answers NOT_ENOUGH_PLACES with the places left after the hold, read again, when another booking took some while the checkout opened", async () => {
    // Two guests on the summary of a date with 3 places: B pays for 2 while A's checkout opens.
    const startDate = "2099-08-01";
    await createDeparture({ tourId, startDate, endDate: "2099-08-10", capacity: 3, placesLeft: 3 });
    const createCheckout = localGateway.createCheckout;
    vi.spyOn(localGateway, "createCheckout").mockImplementationOnce(async (checkout) => {
      expect((await book(request({ ...open(), startDate }))).status).toBe(200);
      return createCheckout(checkout);
    });
    const send = vi.spyOn(db(), "send");
    const body = request({ ...open(), startDate });
    const res = await book(body);
    expect(res).toMatchObject({ status: 409, body: { error: { code: "NOT_ENOUGH_PLACES", placesLeft: 1 } } });
    // The count comes from a consistent read of the departure after the failed hold.
    const inputs = send.mock.calls.map(([command]) => (command as { input: Record<string, unknown> }).input);
    expect(inputs.at(-1)).toMatchObject({
      Key: { pk: `TOUR#${tourId}`, sk: `DEPARTURE#${startDate}` },
      ConsistentRead: true,
    });
    expect(await placesLeft(startDate)).toBe(1);
    const opened = [...localCheckoutSessions.values()].filter(
      (s) => s.customerEmail === body.travellers.lead.email,
    );
    expect(opened.map((s) => s.state)).toEqual(["expired"]);
  });

  it("refuses unknown tours and departures, unassigned travellers and travellers under the minimum age", async () => {
    expect((await book({ ...request(open()), tourId: "no-such-tour" })).status).toBe(404);
    const noDate = await book({ ...request(open()), departureDate: "2099-01-01" });
    expect((noDate.body as { error: { fields: object } }).error.fields).toEqual({
      "body.departureDate": "departureUnavailable",
    });
    const rooms = await book(request(open(), { rooms: { sharedRooms: 0, singleRooms: 1 } }));
    expect((rooms.body as { error: { fields: object } }).error.fields).toEqual({
      "body.rooms": "roomsUnassigned",
    });
    const tooMany = await book(request(open(), { rooms: { sharedRooms: 2, singleRooms: 0 } }));
    expect((tooMany.body as { error: { fields: object } }).error.fields).toEqual({ "body.rooms": "invalid" });
    if (tour.minimumAge > 0) {
      const seeded = departures.find((d) => d.startDate !== "2099-05-01" && d.placesLeft > 1) as Departure;
      const child = request(seeded);
      child.travellers.others = [
        {
          firstName: "Kid",
          lastName: "Keller",
          birthDate: new Date()
            .toISOString()
            .slice(0, 10)
            .replace(/^\d{4}/, (y) => String(Number(y) - 1)),
        },
      ];
      const young = await book(child);
      expect((young.body as { error: { fields: object } }).error.fields).toEqual({
        "body.travellers.others.0.birthDate": "tooYoung",
      });
    }
    const terms = await book({ ...request(open()), acceptTerms: false });
    expect((terms.body as { error: { fields: object } }).error.fields).toEqual({
      "body.acceptTerms": "termsRequired",
    });
  });

  it("holds nothing and answers CHECKOUT_UNAVAILABLE when no checkout page can be had", async () => {
    const departure = open();
    const before = await placesLeft(departure.startDate);
    process.env.LOCAL_CHECKOUT_FAIL = "1";
    const recorded = recordMetrics();
    const res = await book(request(departure));
    expect(res).toMatchObject({ status: 502, body: { error: { code: "CHECKOUT_UNAVAILABLE" } } });
    expect(recorded.counted("CheckoutFailed").map((m) => [m.value, m.dimensions])).toEqual([
      [1, { stage: "local" }],
    ]);
    expect(recorded.counted("BookingHeld")).toEqual([]);
    expect(await placesLeft(departure.startDate)).toBe(before);
  });

  it("confirms a paid booking once however often Stripe delivers the event, and mails the booker in German", async () => {
    const body = request(open());
    const { bookingId } = (await book(body)).body as { bookingId: string };
    const paid = await signedBookingEvent("checkout.session.completed", bookingId);
    const recorded = recordMetrics();
    for (let i = 0; i < 3; i++) expect((await deliver(paid)).status).toBe(200);
    expect((await findBooking(bookingId))?.status).toBe("confirmed");
    // Confirmed once, counted once: the redeliveries are duplicates.
    expect(recorded.total("BookingConfirmed")).toBe(1);
    expect(recorded.counted("BookingConfirmed").map((m) => m.dimensions)).toContainEqual({
      stage: "local",
      agency: tour.agencyId,
      tourKind: "group",
    });
    const mails = await mailsTo(body.travellers.lead.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Ihre Buchung ist bestätigt: ${tour.title.de}`);
  });

  it("gives the places back when the checkout expires", async () => {
    const departure = open();
    const before = await placesLeft(departure.startDate);
    const { bookingId } = (await book(request(departure))).body as { bookingId: string };
    expect(await placesLeft(departure.startDate)).toBe((before as number) - 2);
    const recorded = recordMetrics();
    const expired = await signedBookingEvent("checkout.session.expired", bookingId);
    expect((await deliver(expired)).status).toBe(200);
    expect((await deliver(expired)).status).toBe(200);
    expect(await placesLeft(departure.startDate)).toBe(before);
    // Released once (the redelivery finds it released), counted once.
    expect(recorded.total("HoldExpired")).toBe(1);
    expect((await findBooking(bookingId))?.status).toBe("released");
  });

  it("refuses an event with a bad signature and changes nothing", async () => {
    const { bookingId } = (await book(request(open()))).body as { bookingId: string };
    const forged = await signedBookingEvent("checkout.session.completed", bookingId);
    const res = await deliver({
      payload: forged.payload,
      signature: await signLikeStripe(forged.payload, "whsec_wrong"),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_FAILED", fields: { body: "signatureInvalid" } } },
    });
    expect((await findBooking(bookingId))?.status).toBe("held");
  });

  describe("sent again with the same Idempotency-Key (its answer was lost)", () => {
    const checkoutsOf = (email: string) =>
      [...localCheckoutSessions.values()].filter((s) => s.customerEmail === email);

    it("is answered the same checkout, and holds, books and counts nothing more", async () => {
      const departure = open();
      const before = await placesLeft(departure.startDate);
      const body = request(departure);
      const key = randomUUID();
      const recorded = recordMetrics();
      const first = await book(body, key);
      expect(first.status).toBe(200);
      // Sent again as typed in another order, with the phone number written another way.
      const { tourId: _, ...rest } = body;
      const again = {
        ...rest,
        travellers: {
          ...body.travellers,
          lead: { ...body.travellers.lead, phone: { country: "CH", number: "+41 79 123 45 67" } },
        },
        tourId,
      };
      for (const retry of [body, again]) {
        const answer = await book(retry, key);
        expect(answer).toEqual(first);
      }
      expect(await placesLeft(departure.startDate)).toBe((before as number) - 2);
      expect(await listBookingsOfTraveller(body.travellers.lead.email)).toHaveLength(1);
      expect(checkoutsOf(body.travellers.lead.email).map((s) => s.state)).toEqual(["open"]);
      expect(recorded.total("BookingHeld")).toBe(1);
    });

    it("is answered its checkout even when its own hold took the last places", async () => {
      const startDate = "2099-09-01";
      await createDeparture({ tourId, startDate, endDate: "2099-09-10", capacity: 2, placesLeft: 2 });
      const body = request({ ...open(), startDate });
      const key = randomUUID();
      const first = await book(body, key);
      expect(first.status).toBe(200);
      expect(await placesLeft(startDate)).toBe(0);
      expect(await book(body, key)).toEqual(first);
      // A new submission of the same answers is a new booking, and the departure is full.
      expect(await book(body)).toMatchObject({ status: 409, body: { error: { code: "FULLY_BOOKED" } } });
    });

    it("holds once when the retry comes while the first is still at work", async () => {
      const departure = open();
      const before = await placesLeft(departure.startDate);
      const body = request(departure);
      const key = randomUUID();
      const [a, b] = await Promise.all([book(body, key), book(body, key)]);
      expect(a.status).toBe(200);
      expect(b).toEqual(a);
      expect(await placesLeft(departure.startDate)).toBe((before as number) - 2);
      expect(await listBookingsOfTraveller(body.travellers.lead.email)).toHaveLength(1);
      // Both looked the key up before either held: the loser's checkout, opened before its hold
      // failed on the claim, is closed and never handed out.
      const sessions = checkoutsOf(body.travellers.lead.email);
      expect(sessions.map((s) => s.state).sort()).toEqual(["expired", "open"]);
      expect(sessions.filter((s) => s.state === "open").map((s) => `/local-checkout/${s.sessionId}`)).toEqual(
        [(a.body as { checkoutUrl: string }).checkoutUrl],
      );
    });

    it("refuses the key with another booking or from another caller, and changes nothing", async () => {
      const departure = open();
      const body = request(departure);
      const key = randomUUID();
      const first = await book(body, key);
      expect(first.status).toBe(200);
      const after = await placesLeft(departure.startDate);
      const reused = { status: 422, body: { error: { code: "IDEMPOTENCY_KEY_REUSED" } } };
      expect(await book(request(departure, { locale: "fr" }), key)).toMatchObject(reused);
      const someone = { sub: "someone-else", email: "someone@example.com", name: "Someone" };
      expect(await book(body, key, someone)).toMatchObject(reused);
      expect(await placesLeft(departure.startDate)).toBe(after);
      expect(await listBookingsOfTraveller(body.travellers.lead.email)).toHaveLength(1);
      expect(await listBookingsOfTraveller(someone.email)).toEqual([]);
    });

    it("remembers nothing of a refused request: the same key books once the answers are right", async () => {
      const departure = open();
      const body = request(departure);
      const key = randomUUID();
      process.env.LOCAL_CHECKOUT_FAIL = "1";
      expect((await book(body, key)).status).toBe(502);
      delete process.env.LOCAL_CHECKOUT_FAIL;
      expect((await book(body, key)).status).toBe(200);
      expect(await listBookingsOfTraveller(body.travellers.lead.email)).toHaveLength(1);
    });
  });
});
