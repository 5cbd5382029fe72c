import { randomUUID } from "node:crypto";
import { tourPhotosPerTour } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/tour-photos";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { tourPhotoKeys } from "../../core/storage/tour-photo-keys.js";
import { presignPut } from "../../core/storage/uploads.js";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { addTourPhoto, photosOfTour } from "../../data/tour-photos.js";
import { AppError } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

const validSeconds = 5 * 60;

/**
 * A slot for a new photo of one of the caller's agency's tours. The photo is listed as `processing`
 * before the upload, so the editor shows it at once; the S3 event of the upload then has the
 * processing function settle it. The key comes from the verified caller and the tour: nothing in
 * the request can name another agency's tour.
 */
export const handler = httpHandler(contract.createTourPhotoUpload, async ({ params, body, caller }) => {
  const { agencyId, stored } = await tourOfAgency(caller, params.tourId);
  // Failed photos count too until deleted: the editor shows them with their reason.
  if ((await photosOfTour(stored.tourId)).length >= tourPhotosPerTour) throw new AppError("TOO_MANY_PHOTOS");
  const photoId = randomUUID();
  const key = tourPhotoKeys.incoming(agencyId, stored.tourId, photoId, body.contentType);
  const createdAt = new Date();
  await addTourPhoto(
    {
      tourId: stored.tourId,
      photoId,
      agencyId,
      status: "processing",
      sourceKey: key,
      createdAt: createdAt.toISOString(),
    },
    auditEntry({
      actor: actorOf(caller, "agent"),
      action: "photo.added",
      target: { type: "photo", id: `${stored.tourId}/${photoId}` },
      agencyId,
      after: { contentType: body.contentType, size: body.size },
      at: createdAt,
    }),
  );
  const { url, headers } = await presignPut(key, body, validSeconds);
  return {
    photoId,
    method: "PUT" as const,
    url,
    headers,
    expiresAt: new Date(createdAt.getTime() + validSeconds * 1000).toISOString(),
  };
});
