import * as contract from "@tembea/shared/contract/agencies";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { reinviteAgent } from "../../core/identity/invitations.js";
import { findAgency } from "../../data/agencies.js";
import { findAgentRecord } from "../../data/agents.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.resendInvitation, async ({ params, caller }) => {
  const record = await findAgentRecord(params.agentId);
  if (!record) throw notFound();
  const { agent } = record;
  // Only an agent who has not set a password yet has an invitation to resend; one who has (the
  // admin's list was read before they did) signs in, or resets a forgotten password.
  if (agent.status !== "invited") throw new AppError("AGENT_ALREADY_JOINED");
  const agency = await findAgency(agent.agencyId);
  await reinviteAgent(
    agent,
    record.invitationHash,
    agency?.name ?? agent.agencyId,
    auditEntry({
      actor: actorOf(caller, "admin"),
      action: "agent.invitation-resent",
      target: { type: "agent", id: agent.userId, label: agent.email },
      agencyId: agent.agencyId,
    }),
  );
  return agent;
});
