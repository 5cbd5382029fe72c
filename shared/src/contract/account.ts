import * as z from "zod/mini";
import {
  PasswordChangeSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  ProfileSchema,
  SignUpCodeRequestSchema,
  SignUpConfirmationSchema,
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
  examples: {
    body: {
      name: "Noa Keller",
      email: "noa.keller@example.com",
      password: "Savanna!2027",
      passwordConfirmation: "Savanna!2027",
      acceptTerms: true,
      locale: "de",
    },
  },
  errors: ["RATE_LIMITED"],
  summary:
    "Creates a traveller account (Cognito, e-mail as user name) that cannot sign in until its address is proven, and mails a six-digit code (valid one day) in the given language. An address whose sign-up was never confirmed is signed up again (new name, password and code; the old code is void); an address with a confirmed account answers 400 with `body.email: emailTaken`.",
  body: SignUpSchema,
  response: Ok,
});

export const confirmSignUp = defineEndpoint({
  ...routes.confirmSignUp,
  access: "public",
  examples: { body: { email: "noa.keller@example.com", code: "428163" } },
  errors: ["RATE_LIMITED"],
  summary:
    "Proves a sign-up's address with its mailed code (single use), after which the account signs in. A wrong, expired or used code answers 400 with `body.code: signUpCodeInvalid`; after five wrong tries the code is void and any try answers `body.code: signUpCodeVoid` until a new code is requested.",
  body: SignUpConfirmationSchema,
  response: Ok,
});

export const resendSignUpCode = defineEndpoint({
  ...routes.resendSignUpCode,
  access: "public",
  examples: { body: { email: "noa.keller@example.com", locale: "de" } },
  errors: ["RATE_LIMITED"],
  summary:
    "Mails a new sign-up code (the previous one becomes void) in the given language when the address has a sign-up waiting for its code. Answers the same either way, so no address is revealed; at most one a minute and five an hour per address (429 RATE_LIMITED).",
  body: SignUpCodeRequestSchema,
  response: Ok,
});

export const requestPasswordReset = defineEndpoint({
  ...routes.requestPasswordReset,
  access: "public",
  examples: { body: { email: "noa.keller@example.com", locale: "de" } },
  errors: ["RATE_LIMITED"],
  summary:
    "Mails a single-use reset link (valid one hour) in the given language when the address has an account. Answers the same either way, so no address is revealed.",
  body: PasswordResetRequestSchema,
  response: Ok,
});

export const resetPassword = defineEndpoint({
  ...routes.resetPassword,
  access: "public",
  examples: {
    body: {
      token: "Zr4pX9QmWc2TnB7vLk0sYa",
      password: "Kilimanjaro!5895",
      passwordConfirmation: "Kilimanjaro!5895",
    },
  },
  summary:
    "Sets a new password with a reset link's token and ends every session of the account (refresh tokens revoked; ID tokens issued before now answer 401 SESSION_ENDED). An unknown, used or expired token answers 400 with `body.token: resetLinkInvalid`.",
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
  examples: { body: { contentType: "image/png", size: 48_213 } },
  summary:
    "A presigned S3 PUT for the caller's own next profile image, signed for the declared type and size (JPEG, PNG or WebP, at most 5 MB; else 400 `body.contentType: imageType` or `body.size: imageTooLarge`). Valid for five minutes; the key lies under the caller's own id.",
  body: ProfileImageUploadRequestSchema,
  response: ProfileImageUploadSchema,
});

export const setProfileImage = defineEndpoint({
  ...routes.setProfileImage,
  access: "traveller",
  examples: {
    body: {
      key: "profile-images/5b0c3d8e-2f41-4a7b-9e6d-1c8a4f2b7e90/8f3a1c2e-6b4d-4e9f-a7c1-2d5e8b0f3a64.png",
    },
  },
  errors: ["NOT_FOUND"],
  summary:
    "Makes an uploaded file the caller's profile image and answers the profile. The file is checked again (size, type and its first bytes); a key outside the caller's own uploads answers 404, a missing upload 400 `body.key: uploadMissing`.",
  body: SetProfileImageSchema,
  response: ProfileSchema,
});

export const changePassword = defineEndpoint({
  ...routes.changePassword,
  access: "traveller",
  examples: {
    body: {
      currentPassword: "Safari!2026",
      password: "Serengeti!2027",
      passwordConfirmation: "Serengeti!2027",
    },
  },
  errors: ["RATE_LIMITED"],
  summary:
    "Changes the caller's password: the current one must be right (else 400 `body.currentPassword: wrongCredentials`). Ends every session of the account, this one included: refresh tokens are revoked and ID tokens issued before now are refused with 401 SESSION_ENDED, so the browser that changed it signs in again with the new password.",
  body: PasswordChangeSchema,
  response: Ok,
});
