import * as contract from "@tembea/shared/contract/account";
import { profileOf } from "../../core/accounts/profile.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getMyProfile, async ({ caller }) => profileOf(signedIn(caller)));
