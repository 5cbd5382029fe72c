import * as contract from "@tembea/shared/contract/statements";
import { statementOf } from "../../core/statements/statement.js";
import { agencyOf } from "../../core/trip-requests/agency-of-caller.js";
import { findAgency } from "../../data/agencies.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** The caller's own agency's month: no parameter names an agency, so no other can be asked for. */
export const handler = httpHandler(contract.getAgencyStatement, async ({ params, caller }) => {
  const agency = await findAgency(agencyOf(caller));
  if (!agency) throw notFound();
  return statementOf(agency, params.month);
});
