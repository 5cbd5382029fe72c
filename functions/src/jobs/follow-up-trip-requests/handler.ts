import type { Agency } from "@tembea/shared";
import { sendMail } from "../../core/mail/mail.js";
import { mailAddressOf, replyReminderMail } from "../../core/mail/templates/agency-requests.js";
import { findAgency } from "../../data/agencies.js";
import {
  expireOffer,
  listOffersValidBefore,
  listTripRequestsToRemind,
  markReminded,
  markReminderUndeliverable,
} from "../../data/trip-requests.js";
import { jobHandler } from "../../platform/job-handler.js";
import { logger } from "../../platform/logger.js";
import { mapConcurrently } from "../../platform/map-concurrently.js";

/** Hours before the 72-hour promise runs out at which the agency is reminded. */
export const remindHoursBefore = 12;

/** How many requests are followed up at once (see mapConcurrently). */
const requestsAtOnce = 4;

/**
 * Keeps the 72-hour promise visible: reminds an agency once when a request without an offer nears
 * its deadline, and marks offers expired after their validity (they then show under Cancelled).
 * Reads only the requests due for either from the sparse follow-up index: two Queries, side by side.
 * A request whose agency is gone or has no address leaves the list at its first run, logged as an
 * error once, so the requests behind it are reminded in time.
 */
export async function followUpTripRequests(now = new Date()): Promise<{ reminded: number; expired: number }> {
  const today = now.toISOString().slice(0, 10);
  const remindFrom = new Date(now.getTime() + remindHoursBefore * 3600_000).toISOString();
  const [toRemind, toExpire] = await Promise.all([
    listTripRequestsToRemind(remindFrom),
    listOffersValidBefore(today),
  ]);
  // Each agency is read once per run, and only when one of its requests is due for a reminder.
  const agencies = new Map<string, Promise<Agency | undefined>>();
  const agencyOf = (id: string) => {
    const known = agencies.get(id);
    if (known) return known;
    const agency = findAgency(id);
    agencies.set(id, agency);
    return agency;
  };
  const reminders = await mapConcurrently(toRemind, requestsAtOnce, async (request) => {
    const agency = await agencyOf(request.agencyId);
    const to = mailAddressOf(agency);
    if (!to) {
      // Nobody to remind, at this run or any later one: off the list once, said once.
      if (await markReminderUndeliverable(request.id, now.toISOString()))
        logger.error("trip request's agency cannot be reminded; taken off the reminder list", {
          tripRequestId: request.id,
          agencyId: request.agencyId,
          reason: agency ? "the agency has no e-mail address" : "no agency with this id",
        });
      return 0;
    }
    if (!(await markReminded(request.id, now.toISOString()))) return 0;
    await sendMail(replyReminderMail(request, to, now));
    return 1;
  });
  const expiries = await mapConcurrently(toExpire, requestsAtOnce, async (request) =>
    (await expireOffer(request.id)) ? 1 : 0,
  );
  const reminded = reminders.reduce<number>((sum, n) => sum + n, 0);
  const expired = expiries.reduce<number>((sum, n) => sum + n, 0);
  if (reminded || expired) logger.info("trip requests followed up", { reminded, expired });
  return { reminded, expired };
}

export const handler = jobHandler(() => followUpTripRequests());
