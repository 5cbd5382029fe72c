import { type Review, ReviewSchema } from "@tembea/shared";
import { db, tableName } from "./client.js";
import { QueryCommand } from "./dynamodb-sdk.js";
import { keys, withoutKeys } from "./keys.js";
import { putIfAbsent } from "./put-if-absent.js";

/** The newest reviews across all tours: one Query on gsi1, newest first, limited. */
export async function listLatestReviews(limit: number): Promise<Review[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :pk",
      ExpressionAttributeValues: { ":pk": keys.reviewListPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
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
