import * as contract from "@tembea/shared/contract/trip-requests";
import { agencyOf } from "../../core/trip-requests/agency-of-caller.js";
import { listTripRequestsOfAgency } from "../../data/trip-requests.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.listAgencyTripRequests, async ({ query, caller }) => {
  const requests = await listTripRequestsOfAgency(agencyOf(caller));
  return { requests: query.status ? requests.filter((r) => r.status === query.status) : requests };
});
