// No zod in this module: the web's site-wide field messages read the size limit (docs/architecture.md,
// "What the browser loads first"). The schemas are in profile-image-schema.ts.

/**
 * The profile image rules (docs/product-spec.md, section 5: "Max upload size is {size} MB"), written once:
 * the web checks a chosen file with them before uploading, the API refuses a slot that breaks them, and the
 * storage (S3, or the local S3 twin) refuses an upload that differs from the slot it was signed for.
 */
export const profileImageMaxMegabytes = 5;
export const profileImageMaxBytes = profileImageMaxMegabytes * 1024 * 1024;

/** Formats every browser shows; the file extension of the stored image follows the type. */
export const profileImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type ProfileImageType = (typeof profileImageTypes)[number];
export const profileImageExtensions: Record<ProfileImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** The browser's check of a chosen file, with the same rules and message keys as the API. */
export function profileImageProblem(file: {
  type: string;
  size: number;
}): "imageType" | "imageTooLarge" | undefined {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return "imageType";
  if (file.size > profileImageMaxBytes) return "imageTooLarge";
  return undefined;
}
