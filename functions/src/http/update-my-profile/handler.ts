import * as contract from "@tembea/shared/contract/personal-details";
import { profileOf } from "../../core/accounts/profile.js";
import { savePersonalDetails } from "../../data/profiles.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** Writes only under the caller's own id: there is no way to name another user's profile. */
export const handler = httpHandler(contract.updateMyProfile, async ({ body, caller }) => {
  const user = signedIn(caller);
  await savePersonalDetails(user.userId, body);
  return profileOf(user);
});
