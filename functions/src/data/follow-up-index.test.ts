import { seedDemoData, seedDemoTrips } from "@tembea/infra/local/seed/seed";
import { destinationSlugs, type TripRequest, tripRequestStatuses } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../test/test-table.js";
import { storedTripRequest } from "../../test/trip-requests.js";
import { findAgencyOfDestination } from "./agencies.js";
import {
  createTripRequest,
  expireOffer,
  listOffersValidBefore,
  listTripRequestsOfAgency,
  listTripRequestsToRemind,
  markReminded,
  recordTripPayment,
  saveOffer,
} from "./trip-requests.js";

useTestTable();

const seededAt = new Date("2026-11-23T07:00:00Z");
const hours = (h: number) => new Date(seededAt.getTime() + h * 3600_000).toISOString();
const day = (d: number) => hours(24 * d).slice(0, 10);

const offer = (validUntil: string) => ({
  title: "Offer",
  days: [{ title: "Day 1", description: "Arrival." }],
  pricePerTravellerChf: 300_000,
  inclusions: [],
  exclusions: [],
  validUntil,
});

/** A request of every status, with deadlines and validities on both sides of the times looked at. */
function request(i: number, agencyId: string): TripRequest {
  const status = tripRequestStatuses[i % tripRequestStatuses.length] ?? "in-progress";
  const createdHoursAgo = (i * 7) % 120;
  return storedTripRequest({
    id: `request-${i}`,
    userId: `user-${i % 3}`,
    travellerName: `Traveller ${i}`,
    travellerEmail: `t${i}@example.com`,
    agencyId,
    status,
    createdAt: hours(-createdHoursAgo),
    replyDueAt: hours(72 - createdHoursAgo),
    ...(status === "in-progress" ? {} : { offer: { ...offer(day((i % 9) - 4)), sentAt: hours(-1) } }),
  });
}

/**
 * What the job found before the index: every request of each destination's agency (gsi2), filtered
 * by status, reply deadline and offer validity.
 */
async function selectedByAgencyLists(remindFrom: string, today: string) {
  const agencies = await Promise.all(destinationSlugs.map((d) => findAgencyOfDestination(d)));
  const requests = (
    await Promise.all(agencies.map((a) => (a ? listTripRequestsOfAgency(a.id) : Promise.resolve([]))))
  ).flat();
  return {
    toRemind: requests.filter((r) => r.status === "in-progress" && r.replyDueAt <= remindFrom),
    toExpire: requests.filter(
      (r) => r.status === "offer-available" && r.offer !== undefined && r.offer.validUntil < today,
    ),
  };
}

const ids = (requests: TripRequest[]) => requests.map((r) => r.id).sort();

/**
 * At each moment, the index must give exactly the requests the old selection gave, except those in
 * progress whose agency was already reminded: the old job found them too, but markReminded refused
 * them (it acts once), so they were never acted on.
 */
async function expectSameSelection(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const remindFrom = new Date(now.getTime() + 12 * 3600_000).toISOString();
  const before = await selectedByAgencyLists(remindFrom, today);
  const toRemind = await listTripRequestsToRemind(remindFrom);
  const toExpire = await listOffersValidBefore(today);
  expect(ids(toExpire)).toEqual(ids(before.toExpire));
  const indexed = new Set(ids(toRemind));
  expect(ids(toRemind).every((id) => before.toRemind.some((r) => r.id === id))).toBe(true);
  const leftOut = before.toRemind.filter((r) => !indexed.has(r.id));
  for (const r of leftOut) expect(await markReminded(r.id, now.toISOString()), r.id).toBe(false);
  return { toRemind, toExpire, leftOut };
}

describe("the follow-up job's sparse index (gsi3)", () => {
  const moments = [-48, -12, 0, 12, 30, 60, 24 * 5, 24 * 9, 24 * 30].map(
    (h) => new Date(Date.parse(hours(h))),
  );

  beforeAll(async () => {
    await seedDemoData(seededAt);
    await seedDemoTrips({ userId: "demo-traveller", email: "amina@example.com", name: "Amina" }, seededAt);
    const kenya = await findAgencyOfDestination("kenya");
    const tanzania = await findAgencyOfDestination("tanzania");
    if (!kenya || !tanzania) throw new Error("demo agencies missing");
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => createTripRequest(request(i, i % 2 ? kenya.id : tanzania.id))),
    );
  });

  it("holds the seeded demo requests that are open (their offers last 14 days)", async () => {
    const { toRemind, toExpire } = await expectSameSelection(moments.at(-1) as Date);
    expect(toRemind.length).toBeGreaterThan(0);
    expect(toExpire.length).toBeGreaterThan(0);
    expect(toRemind.some((r) => !r.id.startsWith("request-"))).toBe(true);
    expect(toExpire.some((r) => !r.id.startsWith("request-"))).toBe(true);
  });

  it("selects exactly what the agency lists selected, at every moment", async () => {
    for (const now of moments) await expectSameSelection(now);
  });

  it("still does after offers, reminders, expiries and payments moved requests between states", async () => {
    // Offers for some requests in progress (a new one replaces an open offer's validity too).
    await saveOffer("request-0", offer(day(-2)), hours(0));
    await saveOffer("request-10", offer(day(30)), hours(0));
    await saveOffer("request-6", offer(day(40)), hours(0));
    // A reminder, an expiry, and first payments of an open and of an expired offer.
    expect(await markReminded("request-5", hours(0))).toBe(true);
    expect(await expireOffer("request-11")).toBe(true);
    const pay = (id: string, eventId: string) =>
      recordTripPayment(id, {
        part: "full",
        amountChf: 600_000,
        totalChf: 600_000,
        eventId,
        nowIso: hours(0),
        ledger: { agencyId: "mara-horizon-safaris" },
      });
    expect(await pay("request-1", "evt-1")).toBe("recorded");
    expect(await pay("request-3", "evt-3")).toBe("recorded");
    for (const now of moments) await expectSameSelection(now);

    const late = moments.at(-1) as Date;
    const { toRemind, toExpire, leftOut } = await expectSameSelection(late);
    expect(ids(leftOut)).toContain("request-5");
    expect(ids(toRemind)).not.toContain("request-5");
    expect(ids(toExpire)).toContain("request-0");
    for (const gone of ["request-1", "request-11", "request-10", "request-6"])
      expect(ids(toExpire)).not.toContain(gone);
  });
});
