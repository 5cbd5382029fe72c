import { type Review, ReviewSchema } from "@tembea/shared";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { putIfAbsent } from "./put-if-absent.js";
import { onIndex, queryItems } from "./table.js";

/** The newest reviews across all tours: one Query on gsi1, newest first, limited. */
export async function listLatestReviews(limit: number): Promise<Review[]> {
  const { Items } = await queryItems({
    ...onIndex(keys.reviewListPartition()),
    ScanIndexForward: false,
    Limit: limit,
  });
  return (Items ?? []).map((item) => ReviewSchema.parse(withoutKeys(item)));
}

/** Stored in its tour's partition (for the tour page) and listed on gsi1 (for the home page). */
export async function createReview(review: Review): Promise<boolean> {
  return putIfAbsent({
    ...keys.review(review.tourId, review.createdAt, review.id),
    ...keys.reviewListEntry(review.createdAt, review.id),
    entity: "review",
    ...review,
  });
}
