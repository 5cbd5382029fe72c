import * as contract from "@tembea/shared/contract/agencies";
import { agencyWriteRefusal } from "../../core/agencies/agency-errors.js";
import { adminAgencyOf, agencyIdOf, agencyOfInput, auditedAgency } from "../../core/agencies/agency-form.js";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { AgencyChangedError, createAgency } from "../../data/agencies.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.createAgency, async ({ body, caller }) => {
  const actor = actorOf(caller, "admin");
  // The name's slug; when an agency has that id already (creating, the agency's condition is "no
  // such id yet"), the slug with four random characters.
  for (const suffixed of [false, true, true]) {
    const agency = agencyOfInput(agencyIdOf(body.name, suffixed), body);
    const audit = auditEntry({
      actor,
      action: "agency.created",
      target: { type: "agency", id: agency.id, label: agency.name },
      agencyId: agency.id,
      after: auditedAgency(agency),
    });
    try {
      await createAgency(agency, audit);
      return adminAgencyOf(agency, 1);
    } catch (error) {
      if (!(error instanceof AgencyChangedError)) throw agencyWriteRefusal(error);
    }
  }
  throw new Error("no free agency id after three tries");
});
