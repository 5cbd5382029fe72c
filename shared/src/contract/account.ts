import * as z from "zod/mini";
import {
  PasswordResetRequestSchema,
  PasswordResetSchema,
  ProfileSchema,
  SignUpSchema,
} from "../domain/account.js";
import {
  ProfileImageUploadRequestSchema,
  ProfileImageUploadSchema,
  SetProfileImageSchema,
} from "../domain/profile-image-schema.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

const Ok = z.object({ ok: z.literal(true) });

export const signUp = defineEndpoint({
  ...routes.signUp,
  access: "public",
  summary:
    "Creates a traveller account (Cognito, e-mail as user name) that can sign in at once. An address already in use answers 400 with `body.email: emailTaken`.",
  body: SignUpSchema,
  response: Ok,
});

export const requestPasswordReset = defineEndpoint({
  ...routes.requestPasswordReset,
  access: "public",
  summary:
    "Mails a single-use reset link (valid one hour) in the given language when the address has an account. Answers the same either way, so no address is revealed.",
  body: PasswordResetRequestSchema,
  response: Ok,
});

export const resetPassword = defineEndpoint({
  ...routes.resetPassword,
  access: "public",
  summary:
    "Sets a new password with a reset link's token. An unknown, used or expired token answers 400 with `body.token: resetLinkInvalid`.",
  body: PasswordResetSchema,
  response: Ok,
});

export const getMyProfile = defineEndpoint({
  ...routes.getMyProfile,
  access: "traveller",
  summary: "The caller's own profile: identity from the ID token, personal details when saved.",
  response: ProfileSchema,
});

export const createProfileImageUpload = defineEndpoint({
  ...routes.createProfileImageUpload,
  access: "traveller",
  summary:
    "A presigned S3 PUT for the caller's own next profile image, signed for the declared type and size (JPEG, PNG or WebP, at most 5 MB; else 400 `body.contentType: imageType` or `body.size: imageTooLarge`). Valid for five minutes; the key lies under the caller's own id.",
  body: ProfileImageUploadRequestSchema,
  response: ProfileImageUploadSchema,
});

export const setProfileImage = defineEndpoint({
  ...routes.setProfileImage,
  access: "traveller",
  summary:
    "Makes an uploaded file the caller's profile image and answers the profile. The file is checked again (size, type and its first bytes); a key outside the caller's own uploads answers 404, a missing upload 400 `body.key: uploadMissing`.",
  body: SetProfileImageSchema,
  response: ProfileSchema,
});
