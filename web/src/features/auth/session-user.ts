import type { Profile } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { currentIdToken } from "./amplify";
import type { AuthUser } from "./auth-user";

/** Cognito's group of agents; the API decides the same way (functions/src/platform/caller.ts). */
export const agentsGroup = "agents";
/** Operator staff (docs/decisions/0018-operator-role-and-invitations.md). */
export const adminsGroup = "admins";

/** `cognito:groups` is a list in Cognito's ID token; be lenient about a single string too. */
function groupsOf(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((g): g is string => typeof g === "string");
  return typeof raw === "string" ? raw.split(/[\s,]+/).filter(Boolean) : [];
}

/** What the browser needs to know about an agent, from the ID token's claims. */
function roleFromClaims(claims: Record<string, unknown>): Pick<AuthUser, "isAgent" | "agencyId" | "isAdmin"> {
  const groups = groupsOf(claims["cognito:groups"]);
  if (groups.includes(adminsGroup)) return { isAdmin: true };
  if (!groups.includes(agentsGroup)) return {};
  const agencyId = claims["custom:agencyId"];
  return { isAgent: true, ...(typeof agencyId === "string" && agencyId ? { agencyId } : {}) };
}

export function userFromClaims(claims: Record<string, unknown>): AuthUser {
  const text = (key: string) => (typeof claims[key] === "string" ? (claims[key] as string) : "");
  return {
    id: text("sub"),
    name: text("name") || text("email"),
    email: text("email"),
    ...roleFromClaims(claims),
  };
}

/** The role fields of a user, to carry over when the profile replaces the rest. */
function roleOf(user: AuthUser): Pick<AuthUser, "isAgent" | "agencyId" | "isAdmin"> {
  return {
    ...(user.isAdmin ? { isAdmin: true as const } : {}),
    ...(user.isAgent ? { isAgent: true as const } : {}),
    ...(user.agencyId ? { agencyId: user.agencyId } : {}),
  };
}

/**
 * Adds the profile fields (docs/product-spec.md, section 3) when the user has a profile: saved details or a
 * profile image.
 */
export function userWithProfile(user: AuthUser, profile: Profile): AuthUser {
  const base: AuthUser = {
    id: profile.id || user.id,
    name: profile.name || user.name,
    email: profile.email,
    ...roleOf(user),
  };
  if (!profile.details && !profile.profileImageUrl) return base;
  return {
    ...base,
    profileId: profile.id,
    ...(profile.details ? { phoneNumber: profile.details.phone.number } : {}),
    ...(profile.profileImageUrl ? { profileImg: profile.profileImageUrl } : {}),
  };
}

/**
 * The signed-in user of the session in the cookies, as the ID token's claims say (who, which role),
 * and `withProfile`, the same user with their profile once it is read (the claims alone when it
 * cannot be); none when the cookies hold no valid session. Loaded by the auth store only when a
 * session cookie exists.
 */
export async function readSessionUser(): Promise<
  { user: AuthUser; withProfile: () => Promise<AuthUser> } | undefined
> {
  const idToken = await currentIdToken();
  if (!idToken) return undefined;
  const user = userFromClaims(idToken.claims);
  const withProfile = () =>
    apiRequest(routes.getMyProfile, { token: idToken.token }).then(
      (profile) => userWithProfile(user, profile),
      () => user,
    );
  return { user, withProfile };
}
