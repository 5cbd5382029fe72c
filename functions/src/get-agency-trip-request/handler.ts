import * as contract from "@tembea/shared/contract/trip-requests";
import { httpHandler } from "../middleware/http-handler.js";
import { requestOfAgency } from "../trip-requests/agency-of-caller.js";

export const handler = httpHandler(contract.getAgencyTripRequest, async ({ params, caller }) =>
  requestOfAgency(caller, params.id),
);
