import * as contract from "@tembea/shared/contract/agencies";
import { actorOf } from "../../core/audit/record.js";
import { enableAgent } from "../../core/identity/staff-accounts.js";
import { findAgentRecord } from "../../data/agents.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** Signs in again with the password they had; one who never set one is invited again (resend). */
export const handler = httpHandler(contract.enableAgent, async ({ params, caller }) => {
  const record = await findAgentRecord(params.agentId);
  if (!record) throw notFound();
  return enableAgent(record, actorOf(caller, "admin"));
});
