import type { Locale, Review } from "@tembea/shared";
import { db, tableName } from "./client.js";
import { isDynamoDbError } from "./conditional-write.js";
import { GetCommand, PutCommand, TransactWriteCommand } from "./dynamodb-sdk.js";
import { keys } from "./keys.js";

export interface ReviewInvitation {
  bookingId: string;
  tourId: string;
  authorName: string;
  travelledIn: string;
  locale: Locale;
  expiresAt: number;
}

/** Only the token's hash is stored; TTL removes it after its validity. */
export async function saveReviewToken(hash: string, invitation: ReviewInvitation): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.reviewToken(hash), entity: "reviewToken", ...invitation },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
}

/** The invitation behind a token that exists, is unused and has not expired. */
export async function findOpenReviewInvitation(
  hash: string,
  nowSeconds: number,
): Promise<ReviewInvitation | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.reviewToken(hash) }));
  if (!Item || Item.usedAt !== undefined || Number(Item.expiresAt) <= nowSeconds) return undefined;
  return Item as unknown as ReviewInvitation;
}

/**
 * Uses the token, stores the review and adds it to the tour's rating, in one transaction: a link
 * gives exactly one review, and the rating never counts a review that was not stored.
 */
export async function storeReviewWithToken(
  hash: string,
  review: Review,
  nowSeconds: number,
): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.reviewToken(hash),
              UpdateExpression: "SET usedAt = :now",
              ConditionExpression:
                "attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now",
              ExpressionAttributeValues: { ":now": nowSeconds },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.review(review.tourId, review.createdAt, review.id),
                ...keys.reviewListEntry(review.createdAt, review.id),
                entity: "review",
                ...review,
              },
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.tour(review.tourId),
              UpdateExpression:
                "SET ratingTotal = if_not_exists(ratingTotal, :zero) + :rating, rating.#count = rating.#count + :one",
              ConditionExpression: "attribute_exists(pk)",
              ExpressionAttributeNames: { "#count": "count" },
              ExpressionAttributeValues: { ":zero": 0, ":rating": review.rating, ":one": 1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    const canceled =
      isDynamoDbError(error, "TransactionCanceledException") ||
      isDynamoDbError(error, "ConditionalCheckFailedException");
    if (canceled) return false;
    throw error;
  }
}
