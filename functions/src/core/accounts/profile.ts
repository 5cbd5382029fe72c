import type { Profile } from "@tembea/shared";
import { findProfile } from "../../data/profiles.js";
import type { Caller } from "../../platform/caller.js";
import { findUserByEmail } from "../identity/users.js";
import { profileImageKeys } from "../storage/profile-image-keys.js";

type User = Extract<Caller, { kind: "user" }>;

/**
 * The caller's name: from the token when it carries one (Cognito's ID token does), else from the
 * user pool (cognito-local's tokens, and access tokens, have no name claim).
 */
export async function nameOf(user: User): Promise<string> {
  if (user.name) return user.name;
  return (user.email && (await findUserByEmail(user.email))?.name) || "";
}

/** The caller's identity from the verified token, with the details and image they saved. */
export async function profileOf(user: User): Promise<Profile> {
  const [{ details, imageKey }, name] = await Promise.all([findProfile(user.userId), nameOf(user)]);
  return {
    id: user.userId,
    name,
    email: user.email ?? "",
    ...(details ? { details } : {}),
    ...(imageKey ? { profileImageUrl: profileImageKeys.url(imageKey) } : {}),
  };
}
