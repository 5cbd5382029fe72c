import { destinationSlugs } from "@tembea/shared";
import { findAgencyOfDestination } from "../../data/agencies.js";
import { expireOffer, listTripRequestsOfAgency, markReminded } from "../../data/trip-requests.js";
import { sendMail } from "../../mail/mail.js";
import { replyReminderMail } from "../../mail/templates/trip-requests.js";
import { logger } from "../../middleware/logger.js";
import { jobHandler } from "../job-handler.js";
import { mapConcurrently } from "../map-concurrently.js";

/** Hours before the 72-hour promise runs out at which the agency is reminded. */
export const remindHoursBefore = 12;

/** How many destinations are followed up at once (see mapConcurrently). */
const destinationsAtOnce = 4;

/**
 * Keeps the 72-hour promise visible: reminds an agency once when a request without an offer nears
 * its deadline, and marks offers expired after their validity (they then show under Cancelled).
 * Reads each destination's agency and its requests: a dozen bounded Queries, no Scan.
 */
export async function followUpTripRequests(now = new Date()): Promise<{ reminded: number; expired: number }> {
  const today = now.toISOString().slice(0, 10);
  const remindFrom = new Date(now.getTime() + remindHoursBefore * 3600_000).toISOString();
  // The destinations are independent, so their reads overlap, four at a time: one after the other,
  // the two round trips of each of the dozen destinations were most of the job's time.
  const results = await mapConcurrently(destinationSlugs, destinationsAtOnce, async (destination) => {
    let reminded = 0;
    let expired = 0;
    const agency = await findAgencyOfDestination(destination);
    if (!agency) return { reminded, expired };
    for (const request of await listTripRequestsOfAgency(agency.id)) {
      if (request.status === "in-progress" && request.replyDueAt <= remindFrom) {
        if (agency.email && (await markReminded(request.id, now.toISOString()))) {
          await sendMail(replyReminderMail(request, agency.email));
          reminded += 1;
        }
      } else if (request.status === "offer-available" && request.offer && request.offer.validUntil < today) {
        if (await expireOffer(request.id)) expired += 1;
      }
    }
    return { reminded, expired };
  });
  const reminded = results.reduce((sum, r) => sum + r.reminded, 0);
  const expired = results.reduce((sum, r) => sum + r.expired, 0);
  if (reminded || expired) logger.info("trip requests followed up", { reminded, expired });
  return { reminded, expired };
}

export const handler = jobHandler(() => followUpTripRequests());
