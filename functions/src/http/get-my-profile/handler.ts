import * as contract from "@tembea/shared/contract/account";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { profileOf } from "./profile.js";

export const handler = httpHandler(contract.getMyProfile, async ({ caller }) => profileOf(signedIn(caller)));
