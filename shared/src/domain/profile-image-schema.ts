import * as z from "zod/mini";
import { profileImageMaxBytes, profileImageTypes } from "./profile-image.js";

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
