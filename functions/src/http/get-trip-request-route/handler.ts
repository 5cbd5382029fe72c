import * as contract from "@tembea/shared/contract/agencies";
import { agencyIdOfDestination } from "../../data/request-routes.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getTripRequestRoute, async ({ params }) => ({
  takesRequests: (await agencyIdOfDestination(params.slug)) !== undefined,
}));
