import * as contract from "@tembea/shared/contract/trip-requests";
import { listTripRequestsOfAgency } from "../data/trip-requests.js";
import { httpHandler } from "../middleware/http-handler.js";
import { agencyOf } from "../trip-requests/agency-of-caller.js";

export const handler = httpHandler(contract.listAgencyTripRequests, async ({ query, caller }) => {
  const requests = await listTripRequestsOfAgency(agencyOf(caller));
  return { requests: query.status ? requests.filter((r) => r.status === query.status) : requests };
});
