import * as contract from "@tembea/shared/contract/agencies";
import { agencyWriteRefusal } from "../../core/agencies/agency-errors.js";
import { adminAgencyOf, agencyOfInput, auditedAgency } from "../../core/agencies/agency-form.js";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { findStoredAgency, saveAgency } from "../../data/agencies.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.updateAgency, async ({ params, body, caller }) => {
  const stored = await findStoredAgency(params.agencyId);
  if (!stored) throw notFound();
  // Read already at another version: someone saved since the form read it. The write's condition
  // catches the save that lands between this read and the write.
  if (stored.version !== body.version) throw new AppError("AGENCY_CHANGED");
  const { version, ...input } = body;
  // The logo is not a field of the form (its own endpoint and function set it): it is kept.
  const { logo, logoUpload } = stored.agency;
  const agency = { ...agencyOfInput(stored.agency.id, input), logo, logoUpload };
  const audit = auditEntry({
    actor: actorOf(caller, "admin"),
    action: "agency.updated",
    target: { type: "agency", id: agency.id, label: agency.name },
    agencyId: agency.id,
    before: auditedAgency(stored.agency),
    after: auditedAgency(agency),
  });
  try {
    return adminAgencyOf(agency, await saveAgency(agency, stored.agency, version, audit));
  } catch (error) {
    throw agencyWriteRefusal(error);
  }
});
