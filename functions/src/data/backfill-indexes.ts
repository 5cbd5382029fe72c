import { listAgencies } from "./agencies.js";
import { indexPublicToursOfAgencies } from "./agency-tours.js";
import { tableSchema } from "./table-schema.js";
import { indexConfirmedBookingsOfTours } from "./tour-bookings.js";
import { addToFollowUpIndex, listOpenTripRequestsOutsideFollowUpIndex } from "./trip-requests.js";

/**
 * Fills indexes added to a table that already held items (`ensureTable` locally, a deploy in AWS):
 * a sparse index holds only what was written since it exists. Safe to run again and beside the
 * functions: every entry is added on condition that the item is still in the state it was read in,
 * and an index with nothing left to fill costs reads only. So the twin runs it at every start (for
 * every index): a start stopped between adding an index and filling it fills it the next time.
 * `pageSize` is for tests (several pages without writing hundreds of items).
 */
export async function backfillIndexes(
  indexes: readonly string[] = tableSchema.globalSecondaryIndexes.map((g) => g.indexName),
  pageSize?: number,
): Promise<{ followUp: number; agencyTours: number; bookingsOfTours: number }> {
  let followUp = 0;
  let bookingsOfTours = 0;
  // Tours written before their agency's entry on gsi2 existed (deployed stages: index-agency-tours).
  const agencyTours = indexes.includes("gsi2") ? await indexPublicToursOfAgencies(pageSize) : 0;
  if (indexes.includes("gsi3")) {
    // The open requests, found through each agency (gsi2), as the job found them before the index.
    // The agencies side by side: at the twin's every start this takes about as long as its slowest.
    const agencyIds = new Set((await listAgencies()).map((a) => a.id));
    const counts = await Promise.all(
      [...agencyIds].map(async (agencyId) => {
        let added = 0;
        for await (const requests of listOpenTripRequestsOutsideFollowUpIndex(agencyId, pageSize))
          for (const request of requests) if (await addToFollowUpIndex(request)) added += 1;
        return added;
      }),
    );
    followUp += counts.reduce((sum, n) => sum + n, 0);
    // Confirmed bookings written before the tours' booking index: their agencies' manifests.
    bookingsOfTours = await indexConfirmedBookingsOfTours(pageSize);
  }
  return { followUp, agencyTours, bookingsOfTours };
}
