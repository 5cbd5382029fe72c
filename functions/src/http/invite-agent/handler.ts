import * as contract from "@tembea/shared/contract/agencies";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { inviteAgentAccount } from "../../core/identity/invitations.js";
import { EmailTakenError } from "../../core/identity/users.js";
import { findAgency } from "../../data/agencies.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.inviteAgent, async ({ params, body, caller }) => {
  const agency = await findAgency(params.agencyId);
  if (!agency) throw notFound();
  try {
    const { agent } = await inviteAgentAccount(
      { ...body, agencyId: agency.id, agencyName: agency.name },
      (agent) =>
        auditEntry({
          actor: actorOf(caller, "admin"),
          action: "agent.invited",
          target: { type: "agent", id: agent.userId, label: agent.email },
          agencyId: agency.id,
          after: { email: agent.email, name: agent.name, language: agent.language },
        }),
    );
    return agent;
  } catch (error) {
    // Roles don't mix: a traveller's, an agent's or an admin's address is not invited again.
    if (error instanceof EmailTakenError) throw new AppError("EMAIL_TAKEN", { "body.email": "emailTaken" });
    throw error;
  }
});
