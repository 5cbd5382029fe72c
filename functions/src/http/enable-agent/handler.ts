import * as contract from "@tembea/shared/contract/agencies";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { enableUser } from "../../core/identity/users.js";
import { findAgentRecord, setAgentStatus } from "../../data/agents.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** Signs in again with the password they had; one who never set one is invited again (resend). */
export const handler = httpHandler(contract.enableAgent, async ({ params, caller }) => {
  const record = await findAgentRecord(params.agentId);
  if (!record) throw notFound();
  const { agent } = record;
  await enableUser(agent.email);
  const status = record.joinedAt ? ("active" as const) : ("invited" as const);
  await setAgentStatus(
    record,
    status,
    auditEntry({
      actor: actorOf(caller, "admin"),
      action: "agent.enabled",
      target: { type: "agent", id: agent.userId, label: agent.email },
      agencyId: agent.agencyId,
      before: { status: agent.status },
      after: { status },
    }),
  );
  return { ...agent, status };
});
