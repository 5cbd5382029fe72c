import * as contract from "@tembea/shared/contract/statements";
import { statementOf } from "../../core/statements/statement.js";
import { findAgency } from "../../data/agencies.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getAdminAgencyStatement, async ({ params }) => {
  const agency = await findAgency(params.agencyId);
  if (!agency) throw notFound();
  return statementOf(agency, params.month);
});
