import { z } from "zod";
import {
  PasswordResetRequestSchema,
  PasswordResetSchema,
  PersonalDetailsSchema,
  ProfileSchema,
  SignUpSchema,
} from "../domain/account.js";
import { defineEndpoint } from "./endpoint.js";

const Ok = z.object({ ok: z.literal(true) });

export const signUp = defineEndpoint({
  id: "signUp",
  method: "POST",
  path: "/api/auth/sign-up",
  access: "public",
  summary:
    "Creates a traveller account (Cognito, e-mail as user name) that can sign in at once. An address already in use answers 400 with `body.email: emailTaken`.",
  body: SignUpSchema,
  response: Ok,
});

export const requestPasswordReset = defineEndpoint({
  id: "requestPasswordReset",
  method: "POST",
  path: "/api/auth/password-reset",
  access: "public",
  summary:
    "Mails a single-use reset link (valid one hour) in the given language when the address has an account. Answers the same either way, so no address is revealed.",
  body: PasswordResetRequestSchema,
  response: Ok,
});

export const resetPassword = defineEndpoint({
  id: "resetPassword",
  method: "POST",
  path: "/api/auth/password-reset/confirm",
  access: "public",
  summary:
    "Sets a new password with a reset link's token. An unknown, used or expired token answers 400 with `body.token: resetLinkInvalid`.",
  body: PasswordResetSchema,
  response: Ok,
});

export const getMyProfile = defineEndpoint({
  id: "getMyProfile",
  method: "GET",
  path: "/api/me/profile",
  access: "traveller",
  summary: "The caller's own profile: identity from the ID token, personal details when saved.",
  response: ProfileSchema,
});

export const updateMyProfile = defineEndpoint({
  id: "updateMyProfile",
  method: "PUT",
  path: "/api/me/profile",
  access: "traveller",
  summary: "Saves the caller's own personal details (phone valid for its country) and answers the profile.",
  body: PersonalDetailsSchema,
  response: ProfileSchema,
});
