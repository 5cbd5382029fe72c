import * as contract from "@tembea/shared/contract/agencies";
import { adminAgencyOf } from "../../core/agencies/agency-form.js";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { findAgency, findStoredAgency, forgetAgencyLogo } from "../../data/agencies.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.removeAgencyLogo, async ({ params, caller }) => {
  const agency = await findAgency(params.agencyId);
  if (!agency) throw notFound();
  const done = await forgetAgencyLogo(
    agency.id,
    auditEntry({
      actor: actorOf(caller, "admin"),
      action: "agency.logo-changed",
      target: { type: "agency", id: agency.id, label: agency.name },
      agencyId: agency.id,
      before: { logo: agency.logo ?? null },
      after: { logo: null },
    }),
  );
  const removed = done ? await findStoredAgency(agency.id) : undefined;
  if (!removed) throw notFound();
  return adminAgencyOf(removed.agency, removed.version);
});
