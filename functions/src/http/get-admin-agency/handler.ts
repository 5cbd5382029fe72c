import * as contract from "@tembea/shared/contract/agencies";
import { adminAgencyOf } from "../../core/agencies/agency-form.js";
import { findStoredAgency } from "../../data/agencies.js";
import { agentsOfAgency } from "../../data/agents.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getAdminAgency, async ({ params }) => {
  const stored = await findStoredAgency(params.agencyId);
  if (!stored) throw notFound();
  return {
    agency: adminAgencyOf(stored.agency, stored.version),
    agents: await agentsOfAgency(params.agencyId),
  };
});
