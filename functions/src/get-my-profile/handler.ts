import { contract } from "@tembea/shared";
import { signedIn } from "../middleware/caller.js";
import { httpHandler } from "../middleware/http-handler.js";
import { profileOf } from "./profile.js";

export const handler = httpHandler(contract.getMyProfile, async ({ caller }) => profileOf(signedIn(caller)));
