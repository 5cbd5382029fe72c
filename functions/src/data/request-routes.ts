import type { DestinationSlug } from "@tembea/shared";
import * as keys from "./keys.js";
import { getItem, type TransactItemInTable } from "./table.js";

/**
 * Which agency answers a destination's tailored requests: one `requestRoute` item per destination,
 * so "one agency per destination" is a condition DynamoDB keeps, not a check that races.
 */

/** The agency that answers a destination's requests, if any: one GetItem. */
export async function agencyIdOfDestination(destination: string): Promise<string | undefined> {
  const { Item } = await getItem({ Key: keys.requestRoute(destination) });
  return typeof Item?.agencyId === "string" ? Item.agencyId : undefined;
}

/** Routes a destination to an agency, in the agency's transaction: fails if another agency has it. */
export function claimRoute(destination: DestinationSlug, agencyId: string): TransactItemInTable {
  return {
    Put: {
      Item: { ...keys.requestRoute(destination), entity: "requestRoute", destination, agencyId },
      ConditionExpression: "attribute_not_exists(pk) OR agencyId = :agencyId",
      ExpressionAttributeValues: { ":agencyId": agencyId },
    },
  };
}

/** Frees a destination the agency no longer answers for (only if it is still that agency's). */
export function releaseRoute(destination: DestinationSlug, agencyId: string): TransactItemInTable {
  return {
    Delete: {
      Key: keys.requestRoute(destination),
      ConditionExpression: "attribute_not_exists(pk) OR agencyId = :agencyId",
      ExpressionAttributeValues: { ":agencyId": agencyId },
    },
  };
}
