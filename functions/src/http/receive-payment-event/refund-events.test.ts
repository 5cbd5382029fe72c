import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { ledgerMonth } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { deliverEvent, paidGroupBooking, signedChargeRefunded } from "../../../test/cancellations.js";
import { uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { cancelBooking } from "../../core/bookings/cancel-booking.js";
import { signLikeStripe } from "../../core/payments/stripe-events.js";
import { findBooking } from "../../data/bookings.js";
import { ledgerOfMonth } from "../../data/ledger.js";
import { createDeparture } from "../../data/tours.js";

// Faults (docs/architecture.md, "Faults"): a refund's completion arrives at least once, in no set order
// with our own note of it, possibly twice under two event types (charge.refunded, refund.updated), and
// even before the cancellation it pays is recorded. Each ends in one refund, one ledger entry.

useTestTable();

const tour = demoGroupTours.find((t) => t.id === "kenya-great-migration-safari");
const tourId = tour?.id as string;
const agencyId = tour?.agencyId as string;
const departureDate = "2099-12-01";
const fortyFiveDaysBefore = new Date("2099-10-17T12:00:00Z");
const traveller = { userId: "t-1", email: "t@example.com", role: "traveller" as const };

beforeAll(async () => {
  await seedDemoData();
  await createDeparture({
    tourId,
    startDate: departureDate,
    endDate: "2099-12-08",
    capacity: 40,
    placesLeft: 40,
  });
});

async function cancelled(bookingId: string) {
  const totalChf = (await findBooking(bookingId))?.totalChf as number;
  const outcome = await cancelBooking({
    bookingId,
    by: "traveller",
    actor: traveller,
    expectedRefundChf: Math.floor(totalChf / 2),
    now: fortyFiveDaysBefore,
  });
  expect(outcome.outcome).toBe("cancelled");
  return Math.floor(totalChf / 2);
}

/** The refund-paid entries of a booking in the agency's ledger (the month its events were handled). */
async function refundEntries(bookingId: string) {
  const month = ledgerMonth(new Date().toISOString());
  return (await ledgerOfMonth(agencyId, month)).filter(
    (e) => e.kind === "refund-paid" && e.bookingId === bookingId,
  );
}

async function signedRefundUpdated(bookingId: string, amount: number, status = "succeeded") {
  const payload = JSON.stringify({
    id: `evt_ru_${bookingId.slice(0, 8)}_${status}`,
    object: "event",
    type: "refund.updated",
    data: {
      object: { id: "re_1", object: "refund", amount, currency: "chf", status, metadata: { bookingId } },
    },
  });
  return { payload, signature: await signLikeStripe(payload) };
}

describe("a refund's completion", () => {
  it("delivered three times at once completes the refund once, with one ledger entry", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("refund-dup"));
    const refundChf = await cancelled(bookingId);
    const event = await signedChargeRefunded(bookingId, refundChf);
    expect(await Promise.all([event, event, event].map(deliverEvent))).toEqual([200, 200, 200]);
    const booking = await findBooking(bookingId);
    expect(booking?.refund).toMatchObject({ status: "refunded" });
    expect(booking?.refund?.refundedAt).toBeDefined();
    expect((await refundEntries(bookingId)).map((e) => e.amountChf)).toEqual([refundChf]);
  });

  it("told twice, as charge.refunded and refund.updated, is counted once", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("refund-two-kinds"));
    const refundChf = await cancelled(bookingId);
    expect(await deliverEvent(await signedRefundUpdated(bookingId, refundChf, "pending"))).toBe(200);
    expect((await findBooking(bookingId))?.refund?.status).toBe("sent");
    expect(await deliverEvent(await signedRefundUpdated(bookingId, refundChf))).toBe(200);
    expect(await deliverEvent(await signedChargeRefunded(bookingId, refundChf))).toBe(200);
    expect((await findBooking(bookingId))?.refund).toMatchObject({
      status: "refunded",
      providerRefundId: "re_1",
    });
    expect(await refundEntries(bookingId)).toHaveLength(1);
  });

  it("arriving before the cancellation is recorded is refused (500, so it comes again) and counts when it does", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("refund-early"));
    const totalChf = (await findBooking(bookingId))?.totalChf as number;
    const early = await signedChargeRefunded(bookingId, Math.floor(totalChf / 2));
    expect(await deliverEvent(early)).toBe(500);
    expect((await findBooking(bookingId))?.status).toBe("confirmed");
    expect(await refundEntries(bookingId)).toEqual([]);
    await cancelled(bookingId);
    expect(await deliverEvent(early)).toBe(200);
    expect((await findBooking(bookingId))?.refund?.status).toBe("refunded");
    expect(await refundEntries(bookingId)).toHaveLength(1);
  });
});
