import { DestinationSlugSchema, DraftTitleSchema, TourKindSchema } from "@tembea/shared";
import * as z from "zod/mini";
import { whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { publicToursOfAgencyIndex } from "./keys.js";
import { queryAll, queryPages } from "./query-all.js";
import { indexEntryValues, indexNames, onIndex, queryItems, updateItem } from "./table.js";

/**
 * An agency's console reads its own tours only (cost grows with the agency, not the marketplace):
 * its drafts (tour-drafts.ts draftsOfAgency) and the public items of its tours on gsi2
 * (keys.publicToursOfAgencyPartition), which is how it finds tours published before drafts existed
 * (the demo's). Every public tour item carries that entry: publishing writes it
 * (tour-drafts.ts publishTourDraft), the demo loader adds it, and `indexPublicToursOfAgencies`
 * gives it to items written before it existed.
 */

/** The most tours one agency's list reads; far above what an agency runs. */
export const agencyTourBound = 1000;

const PublicTourOfAgencySchema = z.object({
  id: z.string(),
  kind: TourKindSchema,
  destination: DestinationSlugSchema,
  title: DraftTitleSchema,
});

/** What the console's list shows of a public tour item (the tours without a draft take it from here). */
export type PublicTourOfAgency = z.infer<typeof PublicTourOfAgencySchema>;

/** The public tour items of one agency, listed or unpublished: one Query on gsi2, a card's few attributes. */
export async function publicToursOfAgency(agencyId: string): Promise<PublicTourOfAgency[]> {
  const items = await queryAll(
    {
      ...onIndex(keys.publicToursOfAgencyPartition(agencyId), {
        names: { "#id": "id", "#kind": "kind", "#destination": "destination", "#title": "title" },
      }),
      ProjectionExpression: "#id, #kind, #destination, #title",
    },
    agencyTourBound,
  );
  return items.map((item) => PublicTourOfAgencySchema.parse(item));
}

/**
 * How many departures start after `today` (on sale or not; a cancelled one is not, the count's filter
 * leaves it out) for each of `tourIds`: a count Query on each tour's own partition, side by side, so
 * the cost is the agency's group tours, not every departure of the marketplace. Sort keys are `DEPARTURE#<date>`: after `<today>~` and before `~`
 * ("~" sorts after every digit) are exactly the dates after today.
 */
export async function upcomingDepartureCountsOf(
  tourIds: readonly string[],
  today: string,
): Promise<Map<string, number>> {
  const counts = await Promise.all(
    tourIds.map(async (tourId) => {
      let count = 0;
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await queryItems({
          KeyConditionExpression: "pk = :pk AND sk BETWEEN :after AND :end",
          ExpressionAttributeValues: {
            ":pk": keys.tourPartition(tourId).pk,
            ":after": `${keys.departurePrefix}${today}~`,
            ":end": `${keys.departurePrefix}~`,
          },
          // An agency's cancellation is for good: the date is no longer one the tour will run.
          FilterExpression: "attribute_not_exists(cancelledAt)",
          Select: "COUNT",
          ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
        });
        count += page.Count ?? 0;
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return [tourId, count] as const;
    }),
  );
  return new Map(counts);
}

/**
 * Gives one public tour item its agency's entry, if it is still that agency's tour. Idempotent (the
 * entry is a function of the item): the demo loader runs it on every load, the backfill on each deploy.
 * Returns whether the item was changed.
 */
export async function indexPublicTourOfAgency(tourId: string, agencyId: string): Promise<boolean> {
  const entry = keys.publicTourOfAgencyEntry(agencyId, tourId);
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.tour(tourId),
      UpdateExpression: "SET #indexPk = :indexPk, #indexSk = :indexSk",
      ConditionExpression: "attribute_exists(pk) AND agencyId = :agencyId AND attribute_not_exists(#indexPk)",
      ExpressionAttributeNames: indexNames(publicToursOfAgencyIndex),
      ExpressionAttributeValues: {
        ":agencyId": agencyId,
        ...indexEntryValues(publicToursOfAgencyIndex, entry),
      },
    }),
  );
}

/**
 * The one-off backfill of the agency index (run on every deploy and at the twin's start; a no-op once
 * done): every tour item on the public lists (gsi1) without its agency entry gets it. Tours off the
 * lists are unpublished ones, which unpublishing gave a draft, so the console finds them anyway.
 * No bound: it must reach every tour, a page at a time. Returns how many items it changed.
 */
export async function indexPublicToursOfAgencies(pageSize?: number): Promise<number> {
  let added = 0;
  for (const kind of ["group", "special"] as const) {
    const pages = queryPages(
      {
        ...onIndex(keys.tourListPartition(kind), {
          names: { "#id": "id", ...indexNames(publicToursOfAgencyIndex) },
        }),
        FilterExpression: "attribute_not_exists(#indexPk)",
        ProjectionExpression: "#id, agencyId",
      },
      pageSize,
    );
    for await (const items of pages)
      for (const item of items)
        if (await indexPublicTourOfAgency(String(item.id), String(item.agencyId))) added += 1;
  }
  return added;
}
