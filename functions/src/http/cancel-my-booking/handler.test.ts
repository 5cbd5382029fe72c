import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoAgencyEmail } from "@tembea/infra/demo/load-demo";
import { localRefunds } from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, dayIn, destinationTimeZones } from "@tembea/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paidGroupBooking } from "../../../test/cancellations.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { recordMetrics } from "../../../test/metric-lines.js";
import { useTestTable } from "../../../test/test-table.js";
import { findBooking } from "../../data/bookings.js";
import { createDeparture, findTourWithDetails } from "../../data/tours.js";
import { handler as getCancellationQuote } from "../get-cancellation-quote/handler.js";
import { handler } from "./handler.js";

// A traveller cancels (issue 26, item 2): the refund of the tier that applies today at the destination,
// shown first and then paid exactly; only their own booking; one cancellation, one refund, one mail each.

const table = useTestTable();

const tour = demoGroupTours.find((t) => t.id === "kenya-great-migration-safari");
const tourId = tour?.id as string;
/** Tiers: 60 days or more 100 %, 30–59 days 50 %, less than 30 days nothing. Counted in Nairobi. */
const todayInNairobi = dayIn(destinationTimeZones.kenya, new Date());
const daysAhead = (days: number) => {
  const date = new Date(`${todayInNairobi}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  await seedDemoData();
  for (const days of [60, 59, 45, 30, 29, 1])
    await createDeparture({
      tourId,
      startDate: daysAhead(days),
      endDate: daysAhead(days + 7),
      capacity: 40,
      placesLeft: 40,
    });
});

let travellers = 0;
/** A signed-in traveller of their own (address proven), with a paid booking `days` before the trip. */
async function travellerWithBooking(days: number) {
  const email = uniqueEmail("cancel");
  const claims = {
    sub: `cancel-${++travellers}-${email}`,
    email,
    name: "Jonas Keller",
    email_verified: "true",
  };
  const bookingId = await paidGroupBooking(tourId, daysAhead(days), email, claims);
  return { email, claims, bookingId };
}

const quote = (bookingId: string, claims: Record<string, string>) =>
  invoke(getCancellationQuote, contract.getCancellationQuote, { params: { id: bookingId }, claims });
const cancel = (bookingId: string, claims: Record<string, string>, refundChf: number) =>
  invoke(handler, contract.cancelMyBooking, {
    params: { id: bookingId },
    claims,
    body: JSON.stringify({ refundChf }),
  });
const placesLeft = async (days: number) =>
  (await findTourWithDetails(tourId, "0000-00-00", { consistent: true }))?.departures.find(
    (d) => d.startDate === daysAhead(days),
  )?.placesLeft as number;

describe("the refund tiers on the exact day", () => {
  it.each([
    [60, 100],
    [59, 50],
    [30, 50],
    [29, 0],
    [1, 0],
  ])("%i days before the departure (in Nairobi) gives %i percent back", async (days, percent) => {
    const { claims, bookingId } = await travellerWithBooking(days);
    const totalChf = (await findBooking(bookingId))?.totalChf as number;
    const res = await quote(bookingId, claims);
    expect(res).toMatchObject({
      status: 200,
      body: {
        daysBefore: days,
        refundPercent: percent,
        refundChf: Math.floor((totalChf * percent) / 100),
        totalChf,
      },
    });
  });
});

describe("cancelling one's booking", () => {
  afterEach(() => vi.restoreAllMocks());

  it("45 days before: cancels, gives the places back, refunds 50 % once and mails the traveller and the agency once", async () => {
    const { email, claims, bookingId } = await travellerWithBooking(45);
    const before = await placesLeft(45);
    const { body } = await quote(bookingId, claims);
    const { refundChf } = body as { refundChf: number };

    const recorded = recordMetrics();
    const res = await cancel(bookingId, claims, refundChf);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: "cancelled",
      cancellation: { by: "traveller", daysBefore: 45, refundPercent: 50, refundChf },
      refund: { status: "sent" },
    });
    expect(await placesLeft(45)).toBe(before + 2);
    expect(localRefunds.get(bookingId)?.amountChf).toBe(refundChf);

    // Cancelling again (a second tab) changes nothing and mails nothing.
    expect((await cancel(bookingId, claims, refundChf)).body).toMatchObject({
      error: { code: "NOT_CANCELLABLE" },
    });
    expect(await placesLeft(45)).toBe(before + 2);
    expect(recorded.total("BookingCancelled")).toBe(1);
    expect(recorded.counted("BookingCancelled").map((m) => m.dimensions)).toContainEqual({
      stage: "local",
      agency: tour?.agencyId,
      tourKind: "group",
    });
    const mails = await mailsTo(email);
    const cancelled = mails.filter((m) => m.subject.startsWith("Your booking is cancelled"));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.body.text).toContain("50%");
    const reference = (res.body as { reference: string }).reference;
    const toAgency = (await mailsTo(demoAgencyEmail(tour?.agencyId as string))).filter((m) =>
      m.subject.includes(reference),
    );
    expect(toAgency.map((m) => m.subject)).toEqual([`Booking cancelled by the traveller: ${reference}`]);
  });

  it("refuses a refund that is not today's (REFUND_CHANGED) and changes nothing", async () => {
    const { claims, bookingId } = await travellerWithBooking(59);
    const totalChf = (await findBooking(bookingId))?.totalChf as number;
    const itemsBefore = await table.items();
    const res = await cancel(bookingId, claims, totalChf);
    expect(res).toMatchObject({ status: 409, body: { error: { code: "REFUND_CHANGED" } } });
    expect(await table.items()).toEqual(itemsBefore);
  });

  it("answers 404 for another traveller's booking and changes nothing", async () => {
    const { bookingId } = await travellerWithBooking(45);
    const other = { sub: "someone-else", email: uniqueEmail("other"), name: "Other", email_verified: "true" };
    const itemsBefore = await table.items();
    expect((await quote(bookingId, other)).status).toBe(404);
    expect((await cancel(bookingId, other, 0)).status).toBe(404);
    expect(await table.items()).toEqual(itemsBefore);
  });

  it("lets a guest's booking be cancelled only from an account that proved its address", async () => {
    const email = uniqueEmail("guest");
    const bookingId = await paidGroupBooking(tourId, daysAhead(45), email);
    const unproven = { sub: "guest-unproven", email, name: "Guest", email_verified: "false" };
    expect((await cancel(bookingId, unproven, 0)).status).toBe(404);
    const proven = { ...unproven, sub: "guest-proven", email_verified: "true" };
    const { refundChf } = (await quote(bookingId, proven)).body as { refundChf: number };
    expect((await cancel(bookingId, proven, refundChf)).status).toBe(200);
  });

  it("the day before the departure cancels with nothing back, and asks the provider for nothing", async () => {
    const { claims, bookingId } = await travellerWithBooking(1);
    const res = await cancel(bookingId, claims, 0);
    expect(res).toMatchObject({ status: 200, body: { status: "cancelled", cancellation: { refundChf: 0 } } });
    expect((res.body as { refund?: unknown }).refund).toBeUndefined();
    expect(localRefunds.has(bookingId)).toBe(false);
  });
});
