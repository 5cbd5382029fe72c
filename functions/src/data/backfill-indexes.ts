import { destinationSlugs } from "@tembea/shared";
import { findAgencyOfDestination } from "./agencies.js";
import { addToFollowUpIndex, listTripRequestsOfAgency } from "./trip-requests.js";

/**
 * Fills indexes added to a table that already held items (`ensureTable` locally, a deploy in AWS):
 * a sparse index holds only what was written since it exists. Safe to run again and beside the
 * functions: every entry is added on condition that the item is still in the state it was read in.
 */
export async function backfillIndexes(added: readonly string[]): Promise<{ followUp: number }> {
  let followUp = 0;
  if (added.includes("gsi3")) {
    // The open requests, found through each destination's agency (gsi2), as the job found them
    // before the index.
    for (const destination of destinationSlugs) {
      const agency = await findAgencyOfDestination(destination);
      if (!agency) continue;
      for (const request of await listTripRequestsOfAgency(agency.id))
        if (await addToFollowUpIndex(request)) followUp += 1;
    }
  }
  return { followUp };
}
