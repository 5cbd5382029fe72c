import * as contract from "@tembea/shared/contract/agencies";
import { actorOf } from "../../core/audit/record.js";
import { disableAgent } from "../../core/identity/staff-accounts.js";
import { findAgentRecord } from "../../data/agents.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** Signed out everywhere at once and no new sign-in (core/identity/staff-accounts.ts, as `npm run admin -- disable`). */
export const handler = httpHandler(contract.disableAgent, async ({ params, caller }) => {
  const record = await findAgentRecord(params.agentId);
  if (!record) throw notFound();
  return disableAgent(record, actorOf(caller, "admin"));
});
