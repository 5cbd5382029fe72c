import * as contract from "@tembea/shared/contract/agencies";
import { agencyOf } from "../../core/trip-requests/agency-of-caller.js";
import { auditOfAgency } from "../../data/audit.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.listAgencyHistory, async ({ query, caller }) =>
  auditOfAgency(agencyOf(caller), query.cursor),
);
