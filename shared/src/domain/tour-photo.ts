// No zod in this module: the tour editor checks a chosen file with these rules before uploading.
// The schemas are in ../contract/tour-photos.ts.

/**
 * The rules for an agency's tour photos (issue 25, "Photos"), written once: the editor checks a
 * chosen file with them, the API refuses a slot that breaks them, the signed upload holds the file to
 * the declared type and size, and the processing function checks what was really uploaded.
 */
export const tourPhotoMaxMegabytes = 15;
export const tourPhotoMaxBytes = tourPhotoMaxMegabytes * 1024 * 1024;
/** After decoding; smaller photos would be upscaled at the largest width the pages ask for. */
export const tourPhotoMinWidth = 1536;
export const tourPhotoMinHeight = 1024;
export const tourPhotosPerTour = 20;

export const tourPhotoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type TourPhotoType = (typeof tourPhotoTypes)[number];
export const tourPhotoExtensions: Record<TourPhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * The widths every photo is rendered at, as WebP cropped to 3:2: the pages pick one through `srcset`
 * w-descriptors (1x and 2x screens alike), as for the demo images (web/src/ui/image-sources.ts).
 */
export const tourPhotoWidths = [320, 640, 768, 1024, 1280, 1536] as const;
export const tourPhotoAspect = 3 / 2;

export const tourPhotoStatuses = ["processing", "ready", "failed"] as const;
export type TourPhotoStatus = (typeof tourPhotoStatuses)[number];
/** Why a photo was refused after upload (message keys of the editor). */
export const tourPhotoFailures = ["notAnImage", "photoTooSmall", "photoTooLarge", "unreadable"] as const;
export type TourPhotoFailure = (typeof tourPhotoFailures)[number];

/** The site path of a ready photo's rendering at `width` (served from the uploads bucket at /uploads/*). */
export const tourPhotoBase = (tourId: string, photoId: string) => `/uploads/tour-photos/${tourId}/${photoId}`;
export const tourPhotoUrl = (base: string, width: number) => `${base}-${width}.webp`;

/** The browser's check of a chosen file, with the same rules and message keys as the API. */
export function tourPhotoProblem(file: {
  type: string;
  size: number;
}): "imageType" | "imageTooLarge" | undefined {
  if (!(tourPhotoTypes as readonly string[]).includes(file.type)) return "imageType";
  if (file.size > tourPhotoMaxBytes) return "imageTooLarge";
  return undefined;
}
