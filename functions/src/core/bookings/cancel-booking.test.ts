import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { localRefunds } from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract } from "@tembea/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { groupTourBookingRequest } from "../../../test/booking-requests.js";
import { deliverEvent, paidGroupBooking } from "../../../test/cancellations.js";
import { invoke } from "../../../test/invoke.js";
import { uniqueEmail } from "../../../test/local-services.js";
import { signedBookingEvent } from "../../../test/payment-events.js";
import { useTestTable } from "../../../test/test-table.js";
import { auditOfAgency } from "../../data/audit.js";
import { listRefundsDue } from "../../data/booking-cancellations.js";
import { findBooking } from "../../data/bookings.js";
import * as keys from "../../data/keys.js";
import { getItem } from "../../data/table.js";
import { createDeparture } from "../../data/tours.js";
import { handler as createGroupTourBooking } from "../../http/create-group-tour-booking/handler.js";
import { releaseExpiredHolds } from "../../jobs/release-expired-holds/handler.js";
import { retryRefunds } from "../../jobs/retry-refunds/handler.js";
import { cancelBooking } from "./cancel-booking.js";

// The core of a cancellation (docs/architecture.md, "Cancellations and refunds"): one transaction, then
// the refund; whoever comes second changes nothing; a refund the provider does not take stays due for
// the job, and is never paid twice.

useTestTable();

// Kenya: the tiers count days in Nairobi (UTC+3).
const tour = demoGroupTours.find((t) => t.destination === "kenya" && t.minimumAge <= 18);
const tourId = tour?.id as string;
const agencyId = tour?.agencyId as string;
const departureDate = "2099-12-01";
const traveller = { userId: "t-1", email: "t@example.com", role: "traveller" as const };

/** 45 days before the departure, in the afternoon in Nairobi. */
const fortyFiveDaysBefore = new Date("2099-10-17T12:00:00Z");

beforeAll(async () => {
  await seedDemoData();
  await createDeparture({
    tourId,
    startDate: departureDate,
    endDate: "2099-12-10",
    capacity: 40,
    placesLeft: 40,
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The departure as stored, its confirmed travellers included. */
const departure = async () =>
  (await getItem({ Key: keys.departure(tourId, departureDate), ConsistentRead: true })).Item as
    | { placesLeft: number; confirmedTravellers: number }
    | undefined;

describe("cancelBooking", () => {
  it("cancels, gives the places back, leaves the departure's travellers and asks for the tier's refund once", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("cancel"));
    const before = await departure();
    const booking = await findBooking(bookingId);
    const outcome = await cancelBooking({
      bookingId,
      by: "traveller",
      actor: traveller,
      expectedRefundChf: Math.floor((booking?.totalChf as number) / 2),
      now: fortyFiveDaysBefore,
    });
    expect(outcome).toMatchObject({ outcome: "cancelled", refund: "sent" });
    const cancelled = await findBooking(bookingId);
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancellation: { by: "traveller", daysBefore: 45, refundPercent: 50 },
      refund: { status: "sent", providerRefundId: localRefunds.get(bookingId)?.refundId },
    });
    expect(localRefunds.get(bookingId)?.amountChf).toBe(Math.floor((booking?.totalChf as number) / 2));
    const after = await departure();
    expect(after?.placesLeft).toBe((before?.placesLeft as number) + 2);
    expect(after?.confirmedTravellers).toBe((before?.confirmedTravellers as number) - 2);
    const history = await auditOfAgency(agencyId);
    expect(history.entries.find((e) => e.target.id === bookingId)).toMatchObject({
      action: "booking.cancelled",
      actor: traveller,
    });
  });

  it("of two cancellations at once, one cancels and refunds; the other changes nothing", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("twice"));
    const before = await departure();
    const expectedRefundChf = Math.floor(((await findBooking(bookingId))?.totalChf as number) / 2);
    const request = {
      bookingId,
      by: "traveller" as const,
      actor: traveller,
      expectedRefundChf,
      now: fortyFiveDaysBefore,
    };
    const outcomes = await Promise.all([
      cancelBooking(request),
      cancelBooking(request),
      cancelBooking(request),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      "cancelled",
      "not-cancellable",
      "not-cancellable",
    ]);
    expect((await departure())?.placesLeft).toBe((before?.placesLeft as number) + 2);
    expect(localRefunds.get(bookingId)).toBeDefined();
  });

  it("answers refund-changed when midnight at the destination moved the tier, and changes nothing", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("midnight"));
    const totalChf = (await findBooking(bookingId))?.totalChf as number;
    // 60 days before in Zürich's evening is already 59 days before in Nairobi: 50 %, not the 100 % shown.
    const outcome = await cancelBooking({
      bookingId,
      by: "traveller",
      actor: traveller,
      expectedRefundChf: totalChf,
      now: new Date("2099-10-02T21:30:00Z"),
    });
    expect(outcome).toEqual({
      outcome: "refund-changed",
      quote: { daysBefore: 59, refundPercent: 50, refundChf: Math.floor(totalChf / 2) },
    });
    expect((await findBooking(bookingId))?.status).toBe("confirmed");
  });

  it("refunds everything when the agency cancels, whatever the tier", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("agency"));
    const outcome = await cancelBooking({
      bookingId,
      by: "agency",
      reason: "Too few travellers",
      actor: { userId: "agent-1", email: "agent@example.com", role: "agent" },
      now: new Date("2099-11-25T12:00:00Z"),
    });
    expect(outcome).toMatchObject({ outcome: "cancelled", refund: "sent" });
    const cancelled = await findBooking(bookingId);
    expect(cancelled?.cancellation).toMatchObject({
      by: "agency",
      reason: "Too few travellers",
      daysBefore: 6,
      refundPercent: 100,
      refundChf: cancelled?.totalChf,
    });
  });

  it("cancels without a refund inside the last tier: nothing due, nothing asked", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("late"));
    const outcome = await cancelBooking({
      bookingId,
      by: "traveller",
      actor: traveller,
      expectedRefundChf: 0,
      now: new Date("2099-11-20T12:00:00Z"),
    });
    expect(outcome).toMatchObject({ outcome: "cancelled", refund: "none" });
    expect((await findBooking(bookingId))?.refund).toBeUndefined();
    expect(localRefunds.has(bookingId)).toBe(false);
  });

  it("keeps a refund the provider refused due, and the job pays it once when the provider is back", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("down"));
    const expectedRefundChf = Math.floor(((await findBooking(bookingId))?.totalChf as number) / 2);
    vi.stubEnv("LOCAL_REFUND_FAIL", "1");
    const outcome = await cancelBooking({
      bookingId,
      by: "traveller",
      actor: traveller,
      expectedRefundChf,
      now: fortyFiveDaysBefore,
    });
    expect(outcome).toMatchObject({ outcome: "cancelled", refund: "due" });
    expect((await findBooking(bookingId))?.refund).toEqual({ status: "due" });
    const later = new Date(fortyFiveDaysBefore.getTime() + 10 * 60_000);
    expect((await listRefundsDue(later.toISOString())).map((b) => b.id)).toContain(bookingId);
    // Still down: the job leaves it due.
    await retryRefunds(later);
    expect((await findBooking(bookingId))?.refund?.status).toBe("due");
    vi.unstubAllEnvs();
    await retryRefunds(later);
    await retryRefunds(later);
    expect((await findBooking(bookingId))?.refund?.status).toBe("sent");
    expect(localRefunds.get(bookingId)?.amountChf).toBe(expectedRefundChf);
    expect((await listRefundsDue(later.toISOString())).map((b) => b.id)).not.toContain(bookingId);
  });

  it("racing the payment's webhook and the expiry job: paid and then cancelled, or not cancelled; the places right either way", async () => {
    const held = await invoke(createGroupTourBooking, contract.createGroupTourBooking, {
      body: JSON.stringify(groupTourBookingRequest(tourId, departureDate, uniqueEmail("race"))),
    });
    const { bookingId } = held.body as { bookingId: string };
    const before = await departure();
    const completed = await signedBookingEvent("checkout.session.completed", bookingId);
    const [, outcome] = await Promise.all([
      deliverEvent(completed),
      cancelBooking({ bookingId, by: "agency", actor: traveller, now: fortyFiveDaysBefore }),
      // The expiry job sweeps at the same moment: it releases held bookings only, and this hold is fresh.
      releaseExpiredHolds(),
    ]);
    const booking = await findBooking(bookingId);
    if (outcome.outcome === "cancelled") {
      // The payment came first: the cancellation gave its places back (the hold had taken them).
      expect(booking?.status).toBe("cancelled");
      expect((await departure())?.placesLeft).toBe((before?.placesLeft as number) + 2);
    } else {
      // The cancellation met the booking still held: nothing changed, the payment confirmed it.
      expect(outcome.outcome).toBe("not-cancellable");
      expect(booking?.status).toBe("confirmed");
      expect((await departure())?.placesLeft).toBe(before?.placesLeft as number);
      expect(localRefunds.has(bookingId)).toBe(false);
    }
  });

  it("does not cancel a trip that has started, nor a booking that was never paid", async () => {
    const bookingId = await paidGroupBooking(tourId, departureDate, uniqueEmail("started"));
    const started = await cancelBooking({
      bookingId,
      by: "agency",
      actor: traveller,
      now: new Date("2099-12-02T12:00:00Z"),
    });
    expect(started).toMatchObject({ outcome: "not-cancellable" });
    expect(
      await cancelBooking({
        bookingId: "00000000-0000-4000-8000-000000000000",
        by: "agency",
        actor: traveller,
      }),
    ).toEqual({
      outcome: "missing",
    });
  });
});
