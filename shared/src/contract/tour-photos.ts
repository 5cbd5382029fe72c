import * as z from "zod/mini";
import { IdSchema } from "../domain/tour.js";
import {
  tourPhotoFailures,
  tourPhotoMaxBytes,
  tourPhotoStatuses,
  tourPhotoTypes,
  tourPhotoWidths,
} from "../domain/tour-photo.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

/**
 * An agency's photos of its tours (issue 25, "Photos"). A photo is uploaded straight to storage with a
 * presigned PUT, then checked and rendered by the processing function; order, cover and alt texts live
 * in the draft. Every endpoint answers 404 for a tour of another agency, as for one that does not exist.
 */

/** A random UUID, as the upload slot hands it out. */
export const TourPhotoIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: "invalid" }));

const TourParams = z.strictObject({ tourId: IdSchema });
const PhotoParams = z.strictObject({ tourId: IdSchema, photoId: TourPhotoIdSchema });

export const TourPhotoUploadRequestSchema = z.strictObject({
  contentType: z.enum(tourPhotoTypes, { error: "imageType" }),
  size: z
    .number({ error: "invalid" })
    .check(
      z.int({ error: "invalid" }),
      z.gte(1, { error: "invalid" }),
      z.lte(tourPhotoMaxBytes, { error: "imageTooLarge" }),
    ),
});
export type TourPhotoUploadRequest = z.infer<typeof TourPhotoUploadRequestSchema>;

export const TourPhotoUploadSchema = z.object({
  photoId: TourPhotoIdSchema,
  method: z.literal("PUT"),
  url: z.url(),
  /** Send exactly these with the PUT: the signature covers them. */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});
export type TourPhotoUpload = z.infer<typeof TourPhotoUploadSchema>;

export const TourPhotoSchema = z.object({
  photoId: TourPhotoIdSchema,
  status: z.enum(tourPhotoStatuses),
  /** Why a `failed` photo was refused (a message key of the editor). */
  reason: z.optional(z.enum(tourPhotoFailures)),
  /** For a `ready` photo: its path without width; `<base>-<w>.webp` for each of `widths`. */
  base: z.optional(z.string()),
  widths: z.optional(z.array(z.number())),
  createdAt: z.iso.datetime(),
});
export type TourPhoto = z.infer<typeof TourPhotoSchema>;

export const createTourPhotoUpload = defineEndpoint({
  ...routes.createTourPhotoUpload,
  access: "agent",
  examples: {
    params: { tourId: "kenya-great-migration-safari" },
    body: { contentType: "image/jpeg", size: 3_482_117 },
  },
  errors: ["NOT_FOUND", "TOO_MANY_PHOTOS"],
  summary: `A presigned S3 PUT for a new photo of the tour (JPEG, PNG or WebP, at most 15 MB: else 400 \`body.contentType: imageType\` or \`body.size: imageTooLarge\`), valid for five minutes. The photo is listed as \`processing\` at once; after the upload it becomes \`ready\` (cropped to 3:2, WebP at ${tourPhotoWidths.join(", ")} px) or \`failed\` with a reason (not an image, smaller than 1536×1024). A tour has at most 20 photos: 409 TOO_MANY_PHOTOS.`,
  params: TourParams,
  body: TourPhotoUploadRequestSchema,
  response: TourPhotoUploadSchema,
});

export const listTourPhotos = defineEndpoint({
  ...routes.listTourPhotos,
  access: "agent",
  examples: { params: { tourId: "kenya-great-migration-safari" } },
  errors: ["NOT_FOUND"],
  summary:
    "The tour's photos, oldest first, with their state: `processing` (the editor asks again every 2 s), `ready`, or `failed` with a reason.",
  params: TourParams,
  response: z.object({ photos: z.array(TourPhotoSchema) }),
});

export const deleteTourPhoto = defineEndpoint({
  ...routes.deleteTourPhoto,
  access: "agent",
  examples: {
    params: { tourId: "kenya-great-migration-safari", photoId: "b4e7c2a9-1d3f-4a86-9e5b-7c0f2d8a6e31" },
  },
  errors: ["NOT_FOUND", "PHOTO_IN_USE"],
  summary:
    "Deletes a photo, its upload and its renderings; 409 PHOTO_IN_USE while the tour's published page shows it (publish without it first).",
  params: PhotoParams,
  response: z.object({ deleted: TourPhotoIdSchema }),
});
