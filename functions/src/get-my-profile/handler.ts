import * as contract from "@tembea/shared/contract/account";
import { signedIn } from "../middleware/caller.js";
import { httpHandler } from "../middleware/http-handler.js";
import { profileOf } from "./profile.js";

export const handler = httpHandler(contract.getMyProfile, async ({ caller }) => profileOf(signedIn(caller)));
