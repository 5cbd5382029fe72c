import { demoAgencyEmail } from "@tembea/infra/demo/load-demo";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import type { TripRequest } from "@tembea/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mailsTo } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { storedTripRequest } from "../../../test/trip-requests.js";
import { putAgency } from "../../data/agencies.js";
import {
  addToFollowUpIndex,
  createTripRequest,
  findTripRequest,
  listTripRequestsToRemind,
} from "../../data/trip-requests.js";
import { logger } from "../../platform/logger.js";
import { mapConcurrently } from "../../platform/map-concurrently.js";
import { followUpTripRequests } from "./handler.js";

useTestTable();

/** Every request seeded or written here is due for a reminder at this moment. */
const now = new Date("2099-06-01T00:00:00Z");
const awaitingIds = async () => (await listTripRequestsToRemind("2099-12-31")).map((r) => r.id);

const waiting = (id: string, fields: Partial<TripRequest>): TripRequest =>
  storedTripRequest({ id, status: "in-progress", travellerName: `Traveller ${id}`, ...fields });

describe("the follow-up job, for requests whose agency cannot be reminded", () => {
  beforeAll(async () => {
    await seedDemoData();
    await putAgency({
      id: "agency-without-address",
      name: "Quiet Tours",
      destinations: [],
      city: { en: "Cotonou", de: "Cotonou", fr: "Cotonou" },
      about: { en: "Quiet.", de: "Ruhig.", fr: "Calme." },
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("takes them off the reminder list at the first run, logs each once, and reminds the others", async () => {
    const errors = vi.spyOn(logger, "error");
    // Due before the request whose agency can be reminded, so they head the list.
    await createTripRequest(
      waiting("orphan", { agencyId: "agency-gone", replyDueAt: "2098-01-01T00:00:00.000Z" }),
    );
    await createTripRequest(
      waiting("no-address", { agencyId: "agency-without-address", replyDueAt: "2098-01-01T01:00:00.000Z" }),
    );
    await createTripRequest(waiting("reachable", { replyDueAt: "2098-01-02T00:00:00.000Z" }));

    expect((await followUpTripRequests(now)).reminded).toBeGreaterThanOrEqual(1);
    const reminders = await mailsTo(demoAgencyEmail("mara-horizon-safaris"));
    expect(reminders.filter((m) => m.subject.includes("Traveller reachable"))).toHaveLength(1);
    // The requests are followed up concurrently: the order of the two logs is not the list's.
    const logged = errors.mock.calls.map(([message, fields]) => [message, fields]);
    const byRequest = (call: unknown[]) => String((call[1] as { tripRequestId?: string })?.tripRequestId);
    expect(logged.sort((a, b) => byRequest(a).localeCompare(byRequest(b))).reverse()).toEqual([
      [
        "trip request's agency cannot be reminded; taken off the reminder list",
        { tripRequestId: "orphan", agencyId: "agency-gone", reason: "no agency with this id" },
      ],
      [
        "trip request's agency cannot be reminded; taken off the reminder list",
        {
          tripRequestId: "no-address",
          agencyId: "agency-without-address",
          reason: "the agency has no e-mail address",
        },
      ],
    ]);
    expect(await awaitingIds()).not.toContain("orphan");
    expect(await awaitingIds()).not.toContain("no-address");

    // Later runs neither see them nor say it again, and the backfill does not put them back.
    expect(await followUpTripRequests(now)).toEqual({ reminded: 0, expired: 0 });
    expect(errors).toHaveBeenCalledTimes(2);
    for (const id of ["orphan", "no-address"]) {
      const stored = (await findTripRequest(id)) as TripRequest;
      expect(stored.status).toBe("in-progress");
      expect(await addToFollowUpIndex(stored)).toBe(false);
    }
  });

  it("does not let a pile of them keep the requests behind them from being reminded", async () => {
    // More than the reminder list's bound of 500, all due before the one that can be reminded.
    const orphans = Array.from({ length: 510 }, (_, i) =>
      waiting(`pile-${i}`, {
        agencyId: "agency-gone",
        replyDueAt: new Date(Date.parse("2098-02-01T00:00:00Z") + i * 60_000).toISOString(),
      }),
    );
    await mapConcurrently(orphans, 8, createTripRequest);
    await createTripRequest(waiting("behind-the-pile", { replyDueAt: "2098-03-01T00:00:00.000Z" }));
    vi.spyOn(logger, "error").mockImplementation(() => {});

    // The first run reads the 500 soonest due, and takes them off; the second reaches the rest.
    await followUpTripRequests(now);
    await followUpTripRequests(now);
    const reminders = await mailsTo(demoAgencyEmail("mara-horizon-safaris"));
    expect(reminders.filter((m) => m.subject.includes("Traveller behind-the-pile"))).toHaveLength(1);
    expect(await awaitingIds()).toEqual([]);
    // Over a thousand writes to DynamoDB Local: a busy two-core machine needs more than the default
    // 20 s for them, which says nothing about the job (the bound caps a hang, it times nothing).
  }, 90_000);
});
