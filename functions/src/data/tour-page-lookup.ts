import * as keys from "./keys.js";
import { getItem } from "./table.js";
import { type TourKind, tourPageSegments } from "./tour-pages.js";

// Apart from tour-pages.ts, which the CDK app imports too (the store's variable): no table client there.

/**
 * Whether the tour a key names exists with that kind and is published (a special tour's id under
 * /group-tour/ is no page, nor is an unpublished tour: the API answers 404 there too). One GetItem of
 * the tour item, its kind and `published` alone. The twin's
 * edge asks it for every tour page; the reconcile of the store asks it before deleting a key.
 */
export async function tourPageExists(key: string): Promise<boolean> {
  const at = key.indexOf("/");
  const segment = key.slice(0, at);
  const tourId = key.slice(at + 1);
  const kind = (Object.keys(tourPageSegments) as TourKind[]).find((k) => tourPageSegments[k] === segment);
  if (at < 0 || !kind || !tourId) return false;
  const { Item } = await getItem({
    Key: keys.tour(tourId),
    ProjectionExpression: "#kind, published",
  });
  return Item?.kind === kind && Item.published !== false;
}
