import type { Endpoint } from "@tembea/shared";

/**
 * What one endpoint adds to the stack its function lives in: log group, role, role policy, function,
 * route, integration, API Gateway's permission to invoke, and its failure alarm (monitoring.ts).
 * api-groups.test.ts counts it in a synthesized stack, so this stays true.
 */
export const resourcesPerEndpoint = 8;

/**
 * The most endpoints one nested stack holds: 50 × 8 = 400 resources, under the 450 we allow a nested
 * stack (CloudFormation refuses a template of more than 500), so a group near its cap can still take
 * a change that adds a resource per endpoint. docs/decisions/0021-api-in-nested-stacks.md
 */
export const maxEndpointsPerStack = 50;

export interface EndpointGroup {
  /** The nested stack's construct id, e.g. "AgentEndpoints". */
  name: string;
  access: Endpoint["access"];
  endpoints: Endpoint[];
}

/**
 * The contract's endpoints by who may call them (public, traveller, agent, admin, ...): one nested
 * stack per access level, in the order the contract first names each. A new endpoint lands in its
 * level's stack and nobody keeps a list; an endpoint whose access changes moves to another stack.
 * Throws when a level outgrows a nested stack: split that level then (by contract area), rather than
 * letting a deploy fail at CloudFormation's limit.
 */
export function groupEndpoints(
  endpoints: readonly Endpoint[],
  max: number = maxEndpointsPerStack,
): EndpointGroup[] {
  const groups = new Map<string, EndpointGroup>();
  for (const endpoint of endpoints) {
    const { access } = endpoint;
    let group = groups.get(access);
    if (!group) {
      group = { name: `${access[0]?.toUpperCase()}${access.slice(1)}Endpoints`, access, endpoints: [] };
      groups.set(access, group);
    }
    group.endpoints.push(endpoint);
  }
  for (const group of groups.values())
    if (group.endpoints.length > max)
      throw new Error(
        `The ${group.access} endpoints are ${group.endpoints.length}; one nested stack holds at most ${max} ` +
          `(infra/cdk/api-groups.ts). Split the ${group.access} group by contract area there.`,
      );
  return [...groups.values()];
}
