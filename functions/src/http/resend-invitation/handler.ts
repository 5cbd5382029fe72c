import * as contract from "@tembea/shared/contract/agencies";
import { actorOf } from "../../core/audit/record.js";
import { resendAgentInvitation } from "../../core/identity/staff-accounts.js";
import { findAgentRecord } from "../../data/agents.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.resendInvitation, async ({ params, caller }) => {
  const record = await findAgentRecord(params.agentId);
  if (!record) throw notFound();
  // Only an agent who has not set a password yet has an invitation to resend; one who has (the
  // admin's list was read before they did) signs in, or resets a forgotten password.
  if ((await resendAgentInvitation(record, actorOf(caller, "admin"))) === "joined")
    throw new AppError("AGENT_ALREADY_JOINED");
  return record.agent;
});
