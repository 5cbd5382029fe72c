import * as contract from "@tembea/shared/contract/personal-details";
import { savePersonalDetails } from "../data/profiles.js";
import { profileOf } from "../get-my-profile/profile.js";
import { signedIn } from "../middleware/caller.js";
import { httpHandler } from "../middleware/http-handler.js";

/** Writes only under the caller's own id: there is no way to name another user's profile. */
export const handler = httpHandler(contract.updateMyProfile, async ({ body, caller }) => {
  const user = signedIn(caller);
  await savePersonalDetails(user.userId, body);
  return profileOf(user);
});
