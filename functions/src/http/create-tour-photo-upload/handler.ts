import { randomUUID } from "node:crypto";
import { type TourPhotoUploadRequest, tourPhotosPerTour } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/tour-photos";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { tourPhotoKeys } from "../../core/storage/tour-photo-keys.js";
import { presignPut } from "../../core/storage/uploads.js";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { addTourPhoto } from "../../data/tour-photos.js";
import { AppError } from "../../platform/app-error.js";
import type { Caller } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

const validSeconds = 5 * 60;

/**
 * Lists the photo as `processing` and answers its upload key. Counting and adding are one
 * transaction: the draft's photo count, on condition a place is free (failed photos count too until
 * deleted: the editor shows them with their reason), so simultaneous uploads never pass the limit.
 * A tour without a draft item gets one made by this write; a refusal there may mean that another
 * write made it meanwhile, so it is read again. Once the draft exists, a refusal means full.
 */
async function addPhoto(
  caller: Caller,
  tourId: string,
  photoId: string,
  body: TourPhotoUploadRequest,
  createdAt: Date,
  attempt = 1,
): Promise<string> {
  const { agencyId, stored, exists, photoCount } = await tourOfAgency(caller, tourId);
  const key = tourPhotoKeys.incoming(agencyId, stored.tourId, photoId, body.contentType);
  const outcome = await addTourPhoto(
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
    { stored, exists, counted: photoCount },
    tourPhotosPerTour,
  );
  if (outcome === "added") return key;
  if (outcome === "full" || exists || attempt >= 3) throw new AppError("TOO_MANY_PHOTOS");
  return addPhoto(caller, tourId, photoId, body, createdAt, attempt + 1);
}

/**
 * A slot for a new photo of one of the caller's agency's tours. The photo is listed as `processing`
 * before the upload, so the editor shows it at once; the S3 event of the upload then has the
 * processing function settle it. The key comes from the verified caller and the tour: nothing in
 * the request can name another agency's tour.
 */
export const handler = httpHandler(contract.createTourPhotoUpload, async ({ params, body, caller }) => {
  const photoId = randomUUID();
  const createdAt = new Date();
  const key = await addPhoto(caller, params.tourId, photoId, body, createdAt);
  const { url, headers } = await presignPut(key, body, validSeconds);
  return {
    photoId,
    method: "PUT" as const,
    url,
    headers,
    expiresAt: new Date(createdAt.getTime() + validSeconds * 1000).toISOString(),
  };
});
