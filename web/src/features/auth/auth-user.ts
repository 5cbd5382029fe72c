// A leaf: session-user.ts (loaded lazily) and auth-store.ts both need the type, so neither imports
// the other for it.
/** The auth user (docs/product-spec.md, section 3). Without a profile only id, name and email are set. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  profileId?: string;
  profileImg?: string;
  phoneNumber?: string;
  /** Agents (Cognito group `agents`) answer their agency's requests in the console at /agent. */
  isAgent?: true;
  /** The agency an agent answers for (`custom:agencyId`). */
  agencyId?: string;
  /** Operator staff (Cognito group `admins`) run the marketplace at /admin. */
  isAdmin?: true;
}
