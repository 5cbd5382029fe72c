// No zod in this module: the admin form checks a chosen file with these rules before uploading.
// The schemas are in ./tour.ts (the stored agency) and ../contract/agencies.ts.

/**
 * The rules for an agency's logo (issue 25, "Create and edit an agency"), written once: the admin
 * form checks a chosen file with them, the API refuses a slot that breaks them, the signed upload
 * holds the file to the declared type and size, and the processing function checks what arrived.
 */
export const agencyLogoMaxMegabytes = 2;
export const agencyLogoMaxBytes = agencyLogoMaxMegabytes * 1024 * 1024;
/** After decoding: a smaller logo would be upscaled into a blur at the largest size. */
export const agencyLogoMinSide = 64;

export const agencyLogoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type AgencyLogoType = (typeof agencyLogoTypes)[number];

/**
 * The square sizes every logo is rendered at, as WebP, the whole logo contained (never cropped) on a
 * transparent square: lists show 64, the form and the agency page 128 (256 on 2x screens).
 */
export const agencyLogoSizes = [64, 128, 256] as const;

/** An upload the processing function has not yet settled, or one it refused (the form says why). */
export const agencyLogoUploadStatuses = ["processing", "failed"] as const;
export type AgencyLogoUploadStatus = (typeof agencyLogoUploadStatuses)[number];
/** Why a logo was refused after upload (message keys of the admin form). */
export const agencyLogoFailures = ["notAnImage", "logoTooSmall", "logoTooLarge", "unreadable"] as const;
export type AgencyLogoFailure = (typeof agencyLogoFailures)[number];

/** The site path of a logo's rendering at `size` (served from the uploads bucket at /uploads/*). */
export const agencyLogoBase = (agencyId: string, uploadId: string) =>
  `/uploads/agency-logos/${agencyId}/${uploadId}`;
export const agencyLogoUrl = (base: string, size: number) => `${base}-${size}.webp`;

/** The browser's check of a chosen file, with the same rules and message keys as the API. */
export function agencyLogoProblem(file: {
  type: string;
  size: number;
}): "imageType" | "imageTooLarge" | undefined {
  if (!(agencyLogoTypes as readonly string[]).includes(file.type)) return "imageType";
  if (file.size > agencyLogoMaxBytes) return "imageTooLarge";
  return undefined;
}
