import {
  type AuditEntry,
  type TourPhotoFailure,
  type TourPhotoStatus,
  tourPhotoFailures,
  tourPhotoStatuses,
} from "@tembea/shared";
import * as z from "zod/mini";
import { codeUnitOrder } from "../platform/code-unit-order.js";
import { auditEntryPut } from "./audit.js";
import { conditionFailedAt, isDynamoDbError, transactionConflicted } from "./conditional-write.js";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";
import { getItem, transactWrite, updateItem } from "./table.js";
import { type StoredDraft, tourPhotoPlaceGiven, tourPhotoPlaceTaken } from "./tour-drafts.js";

/**
 * A tour photo's upload state, in its tour's draft partition (keys.tourPhoto). Order, cover and alt
 * texts are the draft's; this item says whether the file arrived and passed the checks.
 */
export const TourPhotoItemSchema = z.object({
  tourId: z.string(),
  photoId: z.string(),
  agencyId: z.string(),
  status: z.enum(tourPhotoStatuses),
  sourceKey: z.string(),
  reason: z.optional(z.enum(tourPhotoFailures)),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  createdAt: z.string(),
});
export type TourPhotoItem = z.infer<typeof TourPhotoItemSchema>;

/** The tour's photos in upload order (their ids are random, so sorted by createdAt here). */
export async function photosOfTour(tourId: string): Promise<TourPhotoItem[]> {
  const items = await queryAll({
    KeyConditionExpression: "pk = :pk AND begins_with(sk, :photo)",
    ExpressionAttributeValues: { ":pk": keys.tourPhoto(tourId, "").pk, ":photo": keys.tourPhotosPrefix },
    ConsistentRead: true,
  });
  return items
    .map((item) => TourPhotoItemSchema.parse(withoutKeys(item)))
    .sort((a, b) => codeUnitOrder(a.createdAt, b.createdAt));
}

export async function findTourPhoto(tourId: string, photoId: string): Promise<TourPhotoItem | undefined> {
  const { Item } = await getItem({ Key: keys.tourPhoto(tourId, photoId), ConsistentRead: true });
  return Item ? TourPhotoItemSchema.parse(withoutKeys(Item)) : undefined;
}

/**
 * Concurrent adds take places on the same draft item and can cancel each other
 * ("TransactionConflict"), which says nothing about the places: tried again after a short pause.
 */
async function withConflictRetries(write: () => Promise<unknown>, attempts = 12): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (!transactionConflicted(error) || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}

/** The draft a photo is counted on, as read: its stored count, or the photo items read with it. */
export interface PhotoCount {
  stored: StoredDraft;
  /** Whether the draft item is stored (else it was made from the public item). */
  exists: boolean;
  /** The photo items read with the draft. */
  counted: number;
}

/**
 * A new photo, `processing` until its upload is checked, with its audit entry and one of `limit`
 * places taken on the draft's count, on condition a place is free (tour-drafts.ts
 * tourPhotoPlaceTaken): the limit and the write are one transaction. "full" when the read already
 * shows no place, "refused" when the condition failed.
 */
export async function addTourPhoto(
  photo: TourPhotoItem,
  audit: AuditEntry,
  { stored, exists, counted }: PhotoCount,
  limit: number,
): Promise<"added" | "refused" | "full"> {
  const place = tourPhotoPlaceTaken(stored, exists, counted, limit);
  if (!place) return "full";
  try {
    await withConflictRetries(() =>
      transactWrite({
        TransactItems: [
          {
            Put: {
              Item: { ...keys.tourPhoto(photo.tourId, photo.photoId), entity: "tourPhoto", ...photo },
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
          place,
          auditEntryPut(audit),
        ],
      }),
    );
    return "added";
  } catch (error) {
    if (conditionFailedAt(error, 1)) return "refused";
    throw error;
  }
}

/**
 * What the check of an upload found. Only a photo still there and still `processing` changes: a
 * photo deleted meanwhile stays deleted ("missing"), and a repeated S3 event changes nothing.
 */
export async function settleTourPhoto(
  tourId: string,
  photoId: string,
  outcome:
    | { status: "ready"; width: number; height: number }
    | { status: "failed"; reason: TourPhotoFailure },
): Promise<"settled" | "missing"> {
  const processing: TourPhotoStatus = "processing";
  try {
    await updateItem({
      Key: keys.tourPhoto(tourId, photoId),
      UpdateExpression:
        outcome.status === "ready"
          ? "SET #status = :status, width = :width, height = :height"
          : "SET #status = :status, reason = :reason",
      ConditionExpression: "attribute_exists(pk) AND #status = :processing",
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: {
        ":status": outcome.status,
        ":processing": processing,
        ...(outcome.status === "ready"
          ? { ":width": outcome.width, ":height": outcome.height }
          : { ":reason": outcome.reason }),
      },
    });
    return "settled";
  } catch (error) {
    if (isDynamoDbError(error, "ConditionalCheckFailedException")) return "missing";
    throw error;
  }
}

/**
 * Deletes the photo's item with its audit entry, its place given back on the draft's count
 * (tour-drafts.ts tourPhotoPlaceGiven; none for a tour without a draft item); "missing" when there
 * was none.
 */
export async function deleteTourPhotoItem(
  photoId: string,
  audit: AuditEntry,
  { stored, exists, counted }: PhotoCount,
): Promise<"deleted" | "missing"> {
  const { tourId } = stored;
  const place = tourPhotoPlaceGiven(stored, exists, counted);
  try {
    await withConflictRetries(() =>
      transactWrite({
        TransactItems: [
          { Delete: { Key: keys.tourPhoto(tourId, photoId), ConditionExpression: "attribute_exists(pk)" } },
          ...(place ? [place] : []),
          auditEntryPut(audit),
        ],
      }),
    );
    return "deleted";
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "missing";
    throw error;
  }
}
