import type { Profile } from "@tembea/shared";
import { findPersonalDetails } from "../data/profiles.js";
import type { Caller } from "../middleware/caller.js";

/** The caller's identity from the verified ID token, with the details they saved. */
export async function profileOf(caller: Extract<Caller, { kind: "user" }>): Promise<Profile> {
  const details = await findPersonalDetails(caller.userId);
  return {
    id: caller.userId,
    name: caller.name ?? "",
    email: caller.email ?? "",
    ...(details ? { details } : {}),
  };
}
