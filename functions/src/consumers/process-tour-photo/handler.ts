import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import middy from "@middy/core";
import type { S3Event } from "aws-lambda";
import { tourPhotoKeys } from "../../core/storage/tour-photo-keys.js";
import { renderTourPhoto } from "../../core/storage/tour-photo-render.js";
import { deleteFile, putFile, readBytes } from "../../core/storage/uploads.js";
import { agencyLogoPrefixes } from "../../core/storage/uploads-bucket.js";
import { findTourPhoto, settleTourPhoto } from "../../data/tour-photos.js";
import { logger } from "../../platform/logger.js";
import { processAgencyLogo } from "./agency-logo.js";

/** S3 event keys are URL-encoded, spaces as "+". */
const keyOf = (record: S3Event["Records"][number]) =>
  decodeURIComponent(record.s3.object.key.replace(/\+/g, " "));

/**
 * One uploaded tour photo: checked and rendered (core/storage/tour-photo-render.ts), its renderings
 * written before the photo is marked ready (so nothing ready lacks a file), and the upload deleted
 * in every case.
 * An error (S3 or DynamoDB unavailable) is thrown: Lambda retries the event twice, then the DLQ.
 */
export async function processTourPhoto(key: string): Promise<"ready" | "failed" | "ignored"> {
  const parsed = tourPhotoKeys.parseIncoming(key);
  if (!parsed) {
    logger.warn("upload outside the tour photo keys", { key });
    await deleteFile(key);
    return "ignored";
  }
  const { tourId, photoId } = parsed;
  const photo = await findTourPhoto(tourId, photoId);
  // No photo item (deleted, or a key never handed out) or one already settled (a repeated event).
  if (!photo || photo.sourceKey !== key || photo.status !== "processing") {
    await deleteFile(key);
    return "ignored";
  }
  const bytes = await readBytes(key);
  if (!bytes) return "ignored";
  const rendered = await renderTourPhoto(bytes);
  let status: "ready" | "failed";
  if (rendered.ok) {
    await Promise.all(
      rendered.renderings.map(({ width, body }) =>
        putFile(tourPhotoKeys.rendering(tourId, photoId, width), body, "image/webp"),
      ),
    );
    // A photo deleted meanwhile stays deleted; its renderings stay unlisted (this function may only
    // put under uploads/, never delete there).
    await settleTourPhoto(tourId, photoId, {
      status: "ready",
      width: rendered.width,
      height: rendered.height,
    });
    status = "ready";
  } else {
    logger.info("tour photo refused", { key, reason: rendered.reason });
    await settleTourPhoto(tourId, photoId, { status: "failed", reason: rendered.reason });
    status = "failed";
  }
  await deleteFile(key);
  return status;
}

export async function processTourPhotos(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    if (!record.eventName.startsWith("ObjectCreated:")) continue;
    const key = keyOf(record);
    // Agency logos share this function (sharp, its memory, its retries and dead-letter queue).
    if (key.startsWith(agencyLogoPrefixes.incoming)) await processAgencyLogo(key);
    else await processTourPhoto(key);
  }
}

export const handler = middy<S3Event, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler((event) => processTourPhotos(event));
