import * as contract from "@tembea/shared/contract/trip-requests";
import { requestOfAgency } from "../../core/trip-requests/agency-of-caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getAgencyTripRequest, async ({ params, caller }) =>
  requestOfAgency(caller, params.id),
);
