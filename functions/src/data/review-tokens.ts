import { type Booking, BookingSchema, type Locale, type Review } from "@tembea/shared";
import { cancellationReasons, isDynamoDbError } from "./conditional-write.js";
import * as keys from "./keys.js";
import { awaitingReviewInviteIndex, withoutKeys } from "./keys.js";
import { getItem, indexNames, putItem, transactWrite } from "./table.js";

export interface ReviewInvitation {
  bookingId: string;
  tourId: string;
  authorName: string;
  travelledIn: string;
  locale: Locale;
  expiresAt: number;
}

/**
 * A booking and the hash of its current review link (the mailed one, or the last one My trips
 * issued); the hash stays in the data layer, never answered by the API.
 */
export async function findBookingWithReviewLink(
  bookingId: string,
): Promise<{ booking: Booking; reviewTokenHash?: string } | undefined> {
  const { Item } = await getItem({ Key: keys.booking(bookingId) });
  if (!Item) return undefined;
  const booking = BookingSchema.parse(withoutKeys(Item));
  return typeof Item.reviewTokenHash === "string"
    ? { booking, reviewTokenHash: Item.reviewTokenHash }
    : { booking };
}

/** Only the token's hash is stored; TTL removes it after its validity. */
export async function saveReviewToken(hash: string, invitation: ReviewInvitation): Promise<void> {
  await putItem({
    Item: { ...keys.reviewToken(hash), entity: "reviewToken", ...invitation },
    ConditionExpression: "attribute_not_exists(pk)",
  });
}

/** The invitation behind a token that exists, is unused and has not expired. */
export async function findOpenReviewInvitation(
  hash: string,
  nowSeconds: number,
): Promise<ReviewInvitation | undefined> {
  const { Item } = await getItem({ Key: keys.reviewToken(hash) });
  if (!Item || Item.usedAt !== undefined || Number(Item.expiresAt) <= nowSeconds) return undefined;
  return Item as unknown as ReviewInvitation;
}

/**
 * Uses the token, marks its booking reviewed, stores the review and adds it to the tour's rating, in
 * one transaction: a link gives exactly one review, a booking too (only its current link may review
 * it, and only once), and the rating never counts a review that was not stored.
 */
export async function storeReviewWithToken(
  hash: string,
  bookingId: string,
  review: Review,
  nowSeconds: number,
): Promise<boolean> {
  try {
    await transactWrite({
      TransactItems: [
        {
          Update: {
            Key: keys.reviewToken(hash),
            UpdateExpression: "SET usedAt = :now",
            ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now",
            ExpressionAttributeValues: { ":now": nowSeconds },
          },
        },
        {
          Update: {
            Key: keys.booking(bookingId),
            UpdateExpression: "SET reviewedAt = :at",
            // A booking whose link was never noted on it (mailed before links were) takes that link.
            ConditionExpression:
              "attribute_exists(pk) AND attribute_not_exists(reviewedAt) AND (attribute_not_exists(reviewTokenHash) OR reviewTokenHash = :hash)",
            ExpressionAttributeValues: { ":at": review.createdAt, ":hash": hash },
          },
        },
        {
          Put: {
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
            Key: keys.tour(review.tourId),
            UpdateExpression:
              "SET ratingTotal = if_not_exists(ratingTotal, :zero) + :rating, rating.#count = rating.#count + :one",
            ConditionExpression: "attribute_exists(pk)",
            ExpressionAttributeValues: { ":zero": 0, ":rating": review.rating, ":one": 1 },
          },
        },
      ],
    });
    return true;
  } catch (error) {
    const canceled =
      isDynamoDbError(error, "TransactionCanceledException") ||
      isDynamoDbError(error, "ConditionalCheckFailedException");
    if (canceled) return false;
    throw error;
  }
}

export type ReviewLinkOutcome = "issued" | "reviewed" | "changed";

/**
 * Gives a booking a new review link in place of the one it had, in one transaction: the booking
 * notes the new token's hash (only if it is still confirmed, unreviewed and noting `previousHash`,
 * as read), the previous token is deleted unless it was used (a used one wrote the review), and the
 * new one is stored. "reviewed": its review was written; "changed": the booking changed since it
 * was read (another link issued meanwhile), worth reading again.
 */
export async function replaceReviewToken(
  hash: string,
  invitation: ReviewInvitation,
  previousHash: string | undefined,
  nowIso: string,
): Promise<ReviewLinkOutcome> {
  try {
    await transactWrite({
      TransactItems: [
        {
          Update: {
            Key: keys.booking(invitation.bookingId),
            // Off the invitation index too: a link was had, the job mails none.
            UpdateExpression:
              "SET reviewTokenHash = :hash, reviewInvitedAt = if_not_exists(reviewInvitedAt, :now) REMOVE #indexPk, #indexSk",
            ExpressionAttributeNames: indexNames(awaitingReviewInviteIndex),
            ConditionExpression: `attribute_exists(pk) AND #status = :confirmed AND attribute_not_exists(reviewedAt) AND ${
              previousHash ? "reviewTokenHash = :previous" : "attribute_not_exists(reviewTokenHash)"
            }`,
            ExpressionAttributeValues: {
              ":hash": hash,
              ":now": nowIso,
              ":confirmed": "confirmed",
              ...(previousHash ? { ":previous": previousHash } : {}),
            },
          },
        },
        ...(previousHash
          ? [
              {
                Delete: {
                  Key: keys.reviewToken(previousHash),
                  ConditionExpression: "attribute_not_exists(usedAt)",
                },
              },
            ]
          : []),
        {
          Put: {
            Item: { ...keys.reviewToken(hash), entity: "reviewToken", ...invitation },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
      ],
    });
    return "issued";
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[1]?.Code === "ConditionalCheckFailed" && previousHash) return "reviewed";
    if (reasons[0]?.Code === "ConditionalCheckFailed") return "changed";
    throw error;
  }
}
