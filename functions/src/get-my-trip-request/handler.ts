import * as contract from "@tembea/shared/contract/trip-requests";
import { findTripRequest } from "../data/trip-requests.js";
import { notFound } from "../middleware/app-error.js";
import { signedIn } from "../middleware/caller.js";
import { httpHandler } from "../middleware/http-handler.js";

/** Another traveller's request answers exactly like one that does not exist. */
export const handler = httpHandler(contract.getMyTripRequest, async ({ params, caller }) => {
  const request = await findTripRequest(params.id);
  if (request?.userId !== signedIn(caller).userId) throw notFound();
  return request;
});
