import * as contract from "@tembea/shared/contract/trip-requests";
import { findAgency } from "../../data/agencies.js";
import { findTripRequest } from "../../data/trip-requests.js";
import { notFound } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Another traveller's request answers exactly like one that does not exist. The agency's name goes
 * with it: a payment's receipt names who the trip is bought from, and the request keeps only its id.
 */
export const handler = httpHandler(contract.getMyTripRequest, async ({ params, caller }) => {
  const request = await findTripRequest(params.id);
  if (request?.userId !== signedIn(caller).userId) throw notFound();
  const agency = await findAgency(request.agencyId);
  return { ...request, ...(agency ? { agencyName: agency.name } : {}) };
});
