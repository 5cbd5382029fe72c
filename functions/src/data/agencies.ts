import { type Agency, AgencySchema } from "@tembea/shared";
import { db, tableName } from "./client.js";
import { GetCommand, QueryCommand } from "./dynamodb-sdk.js";
import { keys, withoutKeys } from "./keys.js";
import { putIfAbsent } from "./put-if-absent.js";

export async function findAgency(id: string): Promise<Agency | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.agency(id) }));
  return Item ? AgencySchema.parse(withoutKeys(Item)) : undefined;
}

export async function createAgency(agency: Agency): Promise<boolean> {
  return putIfAbsent({
    ...keys.agency(agency.id),
    ...keys.agencyOfDestination(agency.destination, agency.id),
    entity: "agency",
    ...agency,
  });
}

/** The agency that answers a destination's tailored-trip requests: one Query on gsi1. */
export async function findAgencyOfDestination(destination: string): Promise<Agency | undefined> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :pk",
      ExpressionAttributeValues: { ":pk": keys.agenciesOfDestinationPartition(destination) },
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? AgencySchema.parse(withoutKeys(item)) : undefined;
}
