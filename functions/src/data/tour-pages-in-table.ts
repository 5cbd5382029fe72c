import * as keys from "./keys.js";
import { queryPages } from "./query-all.js";
import { onIndex } from "./table.js";
import { type TourKind, type TourPageKey, tourPageOfItem, tourPageSegments } from "./tour-pages.js";

/**
 * Every tour page the table holds, a page of keys at a time: the tour items listed on gsi1 by kind
 * (keys.tourListPartition, as the tour lists read them), their keys and kind alone. No bound:
 * the reconcile of the edge's store (functions/src/consumers/sync-tour-pages/handler.ts) must see every tour.
 * The index is eventually consistent: a tour written a moment ago may be missing here, so a key is
 * never deleted on this list's word alone (tourPageExists in tour-page-lookup.ts asks the item).
 */
export async function* tourPageKeysInTable(pageSize = 500): AsyncGenerator<TourPageKey[]> {
  for (const kind of Object.keys(tourPageSegments) as TourKind[]) {
    const pages = queryPages(
      {
        ...onIndex(keys.tourListPartition(kind)),
        ProjectionExpression: "pk, sk, #kind, published",
      },
      pageSize,
    );
    for await (const items of pages)
      yield items.flatMap((item) => {
        const key = tourPageOfItem(item);
        return key ? [key] : [];
      });
  }
}
