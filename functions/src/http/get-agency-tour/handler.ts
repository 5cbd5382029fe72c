import * as contract from "@tembea/shared/contract/agency-tours";
import { agencyTourView, tourOfAgency } from "../../core/tours/agency-tours.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getAgencyTour, async ({ params, caller }) =>
  agencyTourView(await tourOfAgency(caller, params.tourId), today()),
);
