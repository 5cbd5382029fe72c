import { type ProfileImageType, profileImageMaxBytes } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/account";
import { profileOf } from "../../core/accounts/profile.js";
import { imageTypeOf } from "../../core/storage/image-signature.js";
import { profileImageKeys } from "../../core/storage/profile-image-keys.js";
import { deleteFile, inspectFile, publishFile } from "../../core/storage/uploads.js";
import { saveProfileImageKey } from "../../data/profiles.js";
import { notFound, validationFailed } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { logger } from "../../platform/logger.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Makes the caller's upload their profile image. The signed upload already held the file to its
 * declared type and size; it is checked once more here, with its first bytes, before it is served,
 * so nothing reaches the site that the rules would not allow.
 */
export const handler = httpHandler(contract.setProfileImage, async ({ body, caller }) => {
  const user = signedIn(caller);
  // Another user's upload is, for this caller, not there at all.
  if (!profileImageKeys.isIncomingOf(user.userId, body.key)) throw notFound();

  const file = await inspectFile(body.key);
  if (!file) throw validationFailed({ "body.key": "uploadMissing" });
  const type = imageTypeOf(file.head);
  const problem =
    file.size > profileImageMaxBytes
      ? "imageTooLarge"
      : !type || file.contentType !== type
        ? "imageType"
        : undefined;
  if (problem) {
    await deleteFile(body.key);
    throw validationFailed({ "body.key": problem });
  }

  const published = profileImageKeys.published(body.key);
  await publishFile(body.key, published, type as ProfileImageType);
  const replaced = await saveProfileImageKey(user.userId, published);
  if (replaced) {
    // The old image is no longer linked anywhere; a failure here only leaves an orphaned file.
    await deleteFile(replaced).catch((error: unknown) =>
      logger.warn("old profile image not deleted", { error: String(error) }),
    );
  }
  return profileOf(user);
});
