import { tourPhotoBase } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/tour-photos";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { tourPhotoKeys } from "../../core/storage/tour-photo-keys.js";
import { deleteFile } from "../../core/storage/uploads.js";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { deleteTourPhotoItem, findTourPhoto } from "../../data/tour-photos.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Deletes a photo: its item with the audit entry first (from then on nothing lists it, and the
 * processing function leaves a late upload unrendered), then its files. A file left behind by a
 * failure here is unreachable (its id is random and listed nowhere); S3's lifecycle rule removes
 * what stays under incoming/.
 */
export const handler = httpHandler(contract.deleteTourPhoto, async ({ params, caller }) => {
  const { agencyId, stored, exists, partition, photoCount } = await tourOfAgency(caller, params.tourId);
  const photo = await findTourPhoto(stored.tourId, params.photoId);
  if (!photo) throw notFound();
  // Travellers see the published snapshot: its image must stay until a publication drops it.
  if (partition.published && partition.tour?.image.name === tourPhotoBase(stored.tourId, photo.photoId))
    throw new AppError("PHOTO_IN_USE");
  const audit = auditEntry({
    actor: actorOf(caller, "agent"),
    action: "photo.deleted",
    target: { type: "photo", id: `${stored.tourId}/${photo.photoId}` },
    agencyId,
    before: { status: photo.status },
  });
  const counted = { stored, exists, counted: photoCount };
  if ((await deleteTourPhotoItem(photo.photoId, audit, counted)) === "missing") throw notFound();
  await Promise.all(
    [photo.sourceKey, ...tourPhotoKeys.renderings(stored.tourId, photo.photoId)].map(deleteFile),
  );
  return { deleted: photo.photoId };
});
