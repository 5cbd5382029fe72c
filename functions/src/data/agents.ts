import { type Agent, AgentSchema, type AuditEntry } from "@tembea/shared";
import { auditEntryPut } from "./audit.js";
import { whenConditionHolds } from "./conditional-write.js";
import { invitationDelete, invitationPut } from "./invitations.js";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";
import { getItem, onIndex, putItem, type TransactItemInTable, transactWrite } from "./table.js";

/**
 * Agents as the operator sees them; the identity (password, sessions) is Cognito's. Beside the
 * agent the item keeps the hash of its current invitation (a resend replaces it) and when it joined.
 */
export interface AgentRecord {
  agent: Agent;
  invitationHash?: string | undefined;
  joinedAt?: string | undefined;
}

const agentItem = (agent: Agent, invitationHash?: string) => ({
  ...keys.agent(agent.userId),
  ...keys.agentOfAgencyEntry(agent.agencyId, agent.email),
  entity: "agent",
  ...agent,
  ...(invitationHash ? { invitationHash } : {}),
});

/** An agency's agents, by address (one Query on gsi1; an agency has a handful). */
export async function agentsOfAgency(agencyId: string): Promise<Agent[]> {
  const items = await queryAll({ ...onIndex(keys.agentsOfAgencyPartition(agencyId)) }, 200);
  return items.map((item) => AgentSchema.parse(withoutKeys(item)));
}

export async function findAgentRecord(userId: string): Promise<AgentRecord | undefined> {
  const { Item } = await getItem({ Key: keys.agent(userId), ConsistentRead: true });
  if (!Item) return undefined;
  return {
    agent: AgentSchema.parse(withoutKeys(Item)),
    invitationHash: typeof Item.invitationHash === "string" ? Item.invitationHash : undefined,
    joinedAt: typeof Item.joinedAt === "string" ? Item.joinedAt : undefined,
  };
}

/** The Put of a new agent and its first invitation, for the transaction that records them. */
function agentPut(agent: Agent, invitationHash: string): TransactItemInTable {
  return { Put: { Item: agentItem(agent, invitationHash), ConditionExpression: "attribute_not_exists(pk)" } };
}

/**
 * A new invitation replaces the agent's current one, while the agent is still invited and the
 * current one is still the one the caller read: two resends at once would otherwise both delete the
 * old link and each write its own, leaving one live link the agent no longer names.
 */
function agentInvitationUpdate(
  userId: string,
  invitationHash: string,
  previousHash: string | undefined,
): TransactItemInTable {
  return {
    Update: {
      Key: keys.agent(userId),
      UpdateExpression: "SET invitationHash = :hash",
      ConditionExpression: previousHash
        ? "#status = :invited AND invitationHash = :previous"
        : "#status = :invited AND attribute_not_exists(invitationHash)",
      ExpressionAttributeValues: {
        ":hash": invitationHash,
        ":invited": "invited",
        ...(previousHash ? { ":previous": previousHash } : {}),
      },
    },
  };
}

/** The agent set their password: active, and no invitation left. */
function agentJoinedUpdate(userId: string, at: string): TransactItemInTable {
  return {
    Update: {
      Key: keys.agent(userId),
      UpdateExpression: "SET #status = :active, joinedAt = :at REMOVE invitationHash",
      ConditionExpression: "#status = :invited",
      ExpressionAttributeValues: { ":active": "active", ":invited": "invited", ":at": at },
    },
  };
}

/** Disabled or enabled again; disabling also drops the pending invitation's hash. */
function agentStatusUpdate(userId: string, status: Agent["status"]): TransactItemInTable {
  return {
    Update: {
      Key: keys.agent(userId),
      UpdateExpression:
        status === "disabled" ? "SET #status = :status REMOVE invitationHash" : "SET #status = :status",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":status": status },
    },
  };
}

/** Seeding: an agent the table does not know yet; one it knows keeps its state. */
export async function putAgentIfAbsent(agent: Agent): Promise<void> {
  await whenConditionHolds(() =>
    putItem({ Item: agentItem(agent), ConditionExpression: "attribute_not_exists(pk)" }),
  );
}

/** A new invitation: its token's hash and when it expires (epoch seconds). */
export interface NewInvitation {
  hash: string;
  expiresAt: number;
}

const invitationOf = (agent: Agent, invitation: NewInvitation) =>
  invitationPut(invitation.hash, {
    userId: agent.userId,
    email: agent.email,
    role: "agent",
    agencyId: agent.agencyId,
    expiresAt: invitation.expiresAt,
  });

/** A new agent, its invitation and its audit entry, in one transaction. */
export async function createAgent(agent: Agent, invitation: NewInvitation, audit: AuditEntry): Promise<void> {
  await transactWrite({
    TransactItems: [agentPut(agent, invitation.hash), invitationOf(agent, invitation), auditEntryPut(audit)],
  });
}

/** A new invitation for an agent still invited; the one before stops working in the same transaction. */
export async function replaceAgentInvitation(
  agent: Agent,
  previousHash: string | undefined,
  invitation: NewInvitation,
  audit: AuditEntry,
): Promise<void> {
  await transactWrite({
    TransactItems: [
      agentInvitationUpdate(agent.userId, invitation.hash, previousHash),
      invitationOf(agent, invitation),
      ...(previousHash ? [invitationDelete(previousHash)] : []),
      auditEntryPut(audit),
    ],
  });
}

/** The agent set their password from the invitation: active, with its audit entry. */
export async function markAgentJoined(userId: string, at: string, audit: AuditEntry): Promise<void> {
  await transactWrite({ TransactItems: [agentJoinedUpdate(userId, at), auditEntryPut(audit)] });
}

/** Disabled (its pending invitation voided) or enabled again, with its audit entry. */
export async function setAgentStatus(
  record: AgentRecord,
  status: Agent["status"],
  audit: AuditEntry,
): Promise<void> {
  await transactWrite({
    TransactItems: [
      agentStatusUpdate(record.agent.userId, status),
      ...(status === "disabled" && record.invitationHash ? [invitationDelete(record.invitationHash)] : []),
      auditEntryPut(audit),
    ],
  });
}
