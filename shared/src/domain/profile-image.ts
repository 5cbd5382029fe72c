import * as z from "zod/mini";

/**
 * The profile image rules (spec 5: "Max upload size is {size} MB"), written once: the web checks a
 * chosen file with them before uploading, the API refuses a slot that breaks them, and the storage
 * (S3, or the local S3 twin) refuses an upload that differs from the slot it was signed for.
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

export const ProfileImageTypeSchema = z.enum(profileImageTypes, { error: "imageType" });

/** What the browser says about the file it is about to upload; the upload must then match it. */
export const ProfileImageUploadRequestSchema = z.strictObject({
  contentType: ProfileImageTypeSchema,
  size: z
    .number({ error: "invalid" })
    .check(
      z.int({ error: "invalid" }),
      z.gte(1, { error: "invalid" }),
      z.lte(profileImageMaxBytes, { error: "imageTooLarge" }),
    ),
});
export type ProfileImageUploadRequest = z.infer<typeof ProfileImageUploadRequestSchema>;

/**
 * A presigned upload: PUT the file's bytes to `url` with exactly these headers. The signature covers
 * the key, the content type and the content length, so nothing else can be stored with it.
 */
export const ProfileImageUploadSchema = z.object({
  method: z.literal("PUT"),
  url: z.url(),
  headers: z.record(z.string(), z.string()),
  /** Where the upload lands; handed back to setProfileImage once the PUT succeeded. */
  key: z.string(),
  maxBytes: z.number().check(z.int()),
  allowedTypes: z.array(ProfileImageTypeSchema),
  expiresAt: z.iso.datetime(),
});
export type ProfileImageUpload = z.infer<typeof ProfileImageUploadSchema>;

export const SetProfileImageSchema = z.strictObject({
  key: z
    .string()
    .check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(300, { error: "tooLong" })),
});

/** The browser's check of a chosen file, with the same rules and message keys as the API. */
export function profileImageProblem(file: {
  type: string;
  size: number;
}): "imageType" | "imageTooLarge" | undefined {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return "imageType";
  if (file.size > profileImageMaxBytes) return "imageTooLarge";
  return undefined;
}
