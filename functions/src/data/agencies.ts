import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { type Agency, AgencySchema } from "@tembea/shared";
import { db, tableName } from "./client.js";
import { keys, withoutKeys } from "./keys.js";
import { putIfAbsent } from "./put-if-absent.js";

export async function findAgency(id: string): Promise<Agency | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.agency(id) }));
  return Item ? AgencySchema.parse(withoutKeys(Item)) : undefined;
}

export async function createAgency(agency: Agency): Promise<boolean> {
  return putIfAbsent({ ...keys.agency(agency.id), entity: "agency", ...agency });
}
