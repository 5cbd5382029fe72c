import type { Route } from "../route.js";

/** Where the endpoints of ../account.ts live (see ../routes.ts). */
export const signUp = { id: "signUp", method: "POST", path: "/api/auth/sign-up" } as const satisfies Route;
export const confirmSignUp = {
  id: "confirmSignUp",
  method: "POST",
  path: "/api/auth/sign-up/confirm",
} as const satisfies Route;
export const resendSignUpCode = {
  id: "resendSignUpCode",
  method: "POST",
  path: "/api/auth/sign-up/code",
} as const satisfies Route;
export const requestPasswordReset = {
  id: "requestPasswordReset",
  method: "POST",
  path: "/api/auth/password-reset",
} as const satisfies Route;
export const resetPassword = {
  id: "resetPassword",
  method: "POST",
  path: "/api/auth/password-reset/confirm",
} as const satisfies Route;
export const getMyProfile = {
  id: "getMyProfile",
  method: "GET",
  path: "/api/me/profile",
} as const satisfies Route;
export const createProfileImageUpload = {
  id: "createProfileImageUpload",
  method: "POST",
  path: "/api/me/profile-image/upload",
} as const satisfies Route;
export const setProfileImage = {
  id: "setProfileImage",
  method: "PUT",
  path: "/api/me/profile-image",
} as const satisfies Route;
export const changePassword = {
  id: "changePassword",
  method: "POST",
  path: "/api/me/password",
} as const satisfies Route;
