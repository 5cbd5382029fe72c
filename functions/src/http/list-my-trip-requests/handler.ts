import * as contract from "@tembea/shared/contract/trip-requests";
import { listTripRequestsOfUser } from "../../data/trip-requests.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.listMyTripRequests, async ({ caller }) => ({
  requests: await listTripRequestsOfUser(signedIn(caller).userId),
}));
