import { type TourPhoto, tourPhotoBase, tourPhotoWidths } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/tour-photos";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { photosOfTour, type TourPhotoItem } from "../../data/tour-photos.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** What the editor sees of a photo: a ready one's renderings, a failed one's reason, never its upload. */
export const photoView = (photo: TourPhotoItem): TourPhoto => ({
  photoId: photo.photoId,
  status: photo.status,
  createdAt: photo.createdAt,
  ...(photo.reason ? { reason: photo.reason } : {}),
  ...(photo.status === "ready"
    ? { base: tourPhotoBase(photo.tourId, photo.photoId), widths: [...tourPhotoWidths] }
    : {}),
});

export const handler = httpHandler(contract.listTourPhotos, async ({ params, caller }) => {
  const { stored } = await tourOfAgency(caller, params.tourId);
  return { photos: (await photosOfTour(stored.tourId)).map(photoView) };
});
