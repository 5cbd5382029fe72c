import { randomUUID } from "node:crypto";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { addDays, contract, returnDate } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { findBooking, listBookingsOfTraveller } from "../../data/bookings.js";
import { today } from "../../platform/clock.js";
import { handler as receipt } from "../get-booking-receipt/handler.js";
import { handler } from "./handler.js";

useTestTable();

const tour = demoSpecialTours[0] as (typeof demoSpecialTours)[number];
const person = (first: string) => ({ firstName: first, lastName: "Dupont", birthDate: "1980-07-14" });
function request(groupSize: number, departureDate = addDays(today(), 40)) {
  return {
    tourId: tour.id,
    departureDate,
    travellers: {
      lead: {
        firstName: "Claire",
        lastName: "Dupont",
        email: "claire@example.com",
        phone: { country: "FR", number: "06 12 34 56 78" },
        nationality: "FR",
        birthDate: "1979-02-02",
      },
      others: Array.from({ length: groupSize - 1 }, (_, i) => person(`P${String.fromCharCode(97 + i)}`)),
    },
    acceptTerms: true,
    locale: "fr",
    displayCurrency: "EUR",
  };
}
const book = (body: unknown, idempotencyKey?: string) =>
  invoke(handler, contract.createSpecialTourBooking, {
    body: JSON.stringify(body),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

describe("booking a special tour", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("books the chosen date, returns after the fixed duration, and prices per person", async () => {
    const departure = addDays(today(), 40);
    const res = await book(request(tour.groupSize.min, departure));
    expect(res.status).toBe(200);
    const { bookingId } = res.body as { bookingId: string };
    expect(await findBooking(bookingId)).toMatchObject({
      kind: "special",
      status: "held",
      startDate: departure,
      endDate: returnDate(departure, tour.durationDays),
      totalChf: tour.pricePerPerson * tour.groupSize.min,
    });
    const shown = await invoke(receipt, contract.getBookingReceipt, { params: { id: bookingId } });
    expect(shown.body).toMatchObject({ id: bookingId, status: "held", kind: "special" });
    expect(shown.body).not.toHaveProperty("travellers");
  });

  it("requires a group size between the tour's minimum and maximum and a date from tomorrow", async () => {
    const tooBig = await book(request(tour.groupSize.max + 1));
    expect((tooBig.body as { error: { fields: object } }).error.fields).toEqual({
      "body.travellers.others": "groupSizeOutOfRange",
    });
    if (tour.groupSize.min > 1) {
      const tooSmall = await book(request(tour.groupSize.min - 1));
      expect((tooSmall.body as { error: { fields: object } }).error.fields).toEqual({
        "body.travellers.others": "groupSizeOutOfRange",
      });
    }
    const todayDate = await book(request(tour.groupSize.min, today()));
    expect((todayDate.body as { error: { fields: object } }).error.fields).toEqual({
      "body.departureDate": "departureUnavailable",
    });
  });

  it("refuses a lead traveller's phone that is no number of the chosen country", async () => {
    for (const number of ["+49 30 1234567", "030 1234567"]) {
      const body = request(tour.groupSize.min);
      body.travellers.lead.phone = { country: "CH", number };
      const res = await book(body);
      expect(res.status, number).toBe(400);
      expect((res.body as { error: { fields: object } }).error.fields).toEqual({
        "body.travellers.lead.phone.number": "invalidPhone",
      });
    }
  });

  it("answers 404 for a receipt of an unknown booking and 400 for a malformed id", async () => {
    const unknown = await invoke(receipt, contract.getBookingReceipt, {
      params: { id: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(404);
    expect((await invoke(receipt, contract.getBookingReceipt, { params: { id: "1" } })).status).toBe(400);
  });

  it("answers a retry with the same Idempotency-Key the same checkout, and books once", async () => {
    const body = request(tour.groupSize.min, addDays(today(), 41));
    body.travellers.lead.email = `claire-${randomUUID().slice(0, 8)}@example.com`;
    const key = randomUUID();
    const first = await book(body, key);
    expect(first.status).toBe(200);
    expect(await book(body, key)).toEqual(first);
    expect(await listBookingsOfTraveller(body.travellers.lead.email)).toHaveLength(1);
    expect(await book({ ...body, locale: "de" }, key)).toMatchObject({
      status: 422,
      body: { error: { code: "IDEMPOTENCY_KEY_REUSED" } },
    });
    expect(await listBookingsOfTraveller(body.travellers.lead.email)).toHaveLength(1);
  });
});
