import * as contract from "@tembea/shared/contract/agencies";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { endAllSessions } from "../../core/identity/sessions.js";
import { disableUser } from "../../core/identity/users.js";
import { findAgentRecord, setAgentStatus } from "../../data/agents.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Cognito first (no new sign-in, no new tokens), then the sessions stamp so the ID tokens already out
 * are refused at once (docs/decisions/0002-sessions-end-by-stamp.md), then the agent's state, its
 * pending invitation voided and the audit entry, in one transaction. Repeating it is harmless.
 */
export const handler = httpHandler(contract.disableAgent, async ({ params, caller }) => {
  const record = await findAgentRecord(params.agentId);
  if (!record) throw notFound();
  const { agent } = record;
  await disableUser(agent.email);
  // One second ahead: a token issued in this very second (seconds are all `iat` has) is refused too.
  await endAllSessions({ userId: agent.userId, email: agent.email }, new Date(Date.now() + 1000));
  await setAgentStatus(
    record,
    "disabled",
    auditEntry({
      actor: actorOf(caller, "admin"),
      action: "agent.disabled",
      target: { type: "agent", id: agent.userId, label: agent.email },
      agencyId: agent.agencyId,
      before: { status: agent.status },
      after: { status: "disabled" },
    }),
  );
  return { ...agent, status: "disabled" as const };
});
