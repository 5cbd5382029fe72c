import { type Agent, AgentSchema } from "@tembea/shared";
import { whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";
import { getItem, onIndex, putItem, type TransactItemInTable, updateItem } from "./table.js";

/** Agents as the operator sees them; the identity (password, sessions) is Cognito's. */

const agentItem = (agent: Agent) => ({
  ...keys.agent(agent.userId),
  ...keys.agentOfAgencyEntry(agent.agencyId, agent.email),
  entity: "agent",
  ...agent,
});

/** An agency's agents, by address (one Query on gsi1; an agency has a handful). */
export async function agentsOfAgency(agencyId: string): Promise<Agent[]> {
  const items = await queryAll({ ...onIndex(keys.agentsOfAgencyPartition(agencyId)) }, 200);
  return items.map((item) => AgentSchema.parse(withoutKeys(item)));
}

export async function findAgent(userId: string): Promise<Agent | undefined> {
  const { Item } = await getItem({ Key: keys.agent(userId), ConsistentRead: true });
  return Item ? AgentSchema.parse(withoutKeys(Item)) : undefined;
}

/** The Put of a new agent, for the transaction that records it (with its invitation and audit entry). */
export function agentPut(agent: Agent): TransactItemInTable {
  return { Put: { Item: agentItem(agent), ConditionExpression: "attribute_not_exists(pk)" } };
}

/** Seeding: an agent the table does not know yet; one it knows keeps its state. */
export async function putAgentIfAbsent(agent: Agent): Promise<void> {
  await whenConditionHolds(() =>
    putItem({ Item: agentItem(agent), ConditionExpression: "attribute_not_exists(pk)" }),
  );
}

/** The Update of an agent's status, for the transaction that records it. */
export function agentStatusUpdate(userId: string, status: Agent["status"]): TransactItemInTable {
  return {
    Update: {
      Key: keys.agent(userId),
      UpdateExpression: "SET #status = :status",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":status": status },
    },
  };
}

export async function setAgentStatus(userId: string, status: Agent["status"]): Promise<void> {
  await updateItem(agentStatusUpdate(userId, status).Update as Parameters<typeof updateItem>[0]);
}
